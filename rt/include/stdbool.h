/* stdbool.h — boolean type for aex guest programs (rt). */
#ifndef RT_STDBOOL_H
#define RT_STDBOOL_H

#define bool _Bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1

#endif
