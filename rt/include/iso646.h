/* iso646.h — alternative spellings of operators (C99 7.9). */
#ifndef RT_ISO646_H
#define RT_ISO646_H

#ifndef __cplusplus
#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=
#endif

#endif
