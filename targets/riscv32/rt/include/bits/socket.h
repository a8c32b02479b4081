/* bits/socket.h — what the tracing runtime's fork needs of RV32 Linux's sockets
 * (targets/trace-core.c): a descriptor passed in a control message. */
#ifndef RT_BITS_SOCKET_H
#define RT_BITS_SOCKET_H

#define SOL_SOCKET 1
#define SCM_RIGHTS 1

#endif
