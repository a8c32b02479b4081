/* bits/socket.h — what the tracing runtime's fork needs of MIPS Linux's sockets
 * (targets/trace-core.c): a descriptor passed in a control message. */
#ifndef RT_BITS_SOCKET_H
#define RT_BITS_SOCKET_H

#define SOL_SOCKET 0xffff
#define SCM_RIGHTS 1

#endif
