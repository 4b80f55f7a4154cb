/*
 * macros.h: object-format glue for the x86_64 kernels (AT&T syntax, GNU as / clang -c).
 *
 *   FUNCTION(name)      opens an exported kernel: 64-byte aligned (a cache line: where a
 *                       kernel's code falls on lines then does not depend on the sizes of the
 *                       kernels before it, which moved G2 rows of the cycle table by up to 10%
 *                       at 32 bytes), global, hidden from the
 *                       dynamic symbol table (the kernels are linked into the Rust crate, never
 *                       looked up at run time), typed as a function on ELF.
 *   END_FUNCTION(name)  closes it (sets the ELF symbol size).
 *   RODATA              switches to the read-only constant section
 *                       (.rodata on ELF, __TEXT,__const on Mach-O).
 *   LOCAL(name)         an assembler-local label (.Lname on ELF, Lname on Mach-O) for the
 *                       constant tables, reached RIP-relative: `mulxq LOCAL(p)+8(%rip), ...`.
 *   GNU_STACK_NOTE      marks the object as not needing an executable stack (ELF only).
 *
 * Mach-O prefixes C symbol names with an underscore; ELF does not.
 */
#ifndef BLS381_X86_64_MACROS_H
#define BLS381_X86_64_MACROS_H

#if defined(__APPLE__)
#define SYM(name) _##name
#define LOCAL(name) L##name
#define TYPE_FUNCTION(name)
#define SIZE_FUNCTION(name)
#define HIDDEN(name) .private_extern SYM(name)
#define RODATA .section __TEXT,__const
#define GNU_STACK_NOTE
#else
#define SYM(name) name
#define LOCAL(name) .L##name
#define TYPE_FUNCTION(name) .type name, @function
#define SIZE_FUNCTION(name) .size name, .-name
#define HIDDEN(name) .hidden name
#define RODATA .section .rodata
#define GNU_STACK_NOTE .section .note.GNU-stack, "", @progbits
#endif

#define FUNCTION(name) \
    .text;             \
    .globl SYM(name);  \
    HIDDEN(name);      \
    TYPE_FUNCTION(name); \
    .p2align 6;        \
    SYM(name):

#define END_FUNCTION(name) SIZE_FUNCTION(name)

#endif /* BLS381_X86_64_MACROS_H */
