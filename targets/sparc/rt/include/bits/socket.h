/* bits/socket.h — what the recording layer's fork needs of SPARC Linux's sockets
 * (targets/replay-core.c): a descriptor passed in a control message. */
#ifndef RT_BITS_SOCKET_H
#define RT_BITS_SOCKET_H

#define SOL_SOCKET 0xffff
#define SCM_RIGHTS 1

#endif
