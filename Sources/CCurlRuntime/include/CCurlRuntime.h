// HTTP and HTTPS transfers through libcurl, opened with dlopen on first use, so that no
// networking library is linked into the program or loaded at its start.
#ifndef CCURLRUNTIME_H
#define CCURLRUNTIME_H

#include <stddef.h>

/// The result of one transfer: the body (owned, released with `ccurl_release`), the HTTP
/// status and, when the transfer failed, a message.
typedef struct {
    unsigned char *body;
    size_t length;
    long status;
    char error[384];
} ccurl_response;

/// The transfer completed (whatever its HTTP status).
#define CCURL_OK 0
/// libcurl (libcurl.so.4) or one of its functions could not be loaded; `error` says why.
#define CCURL_UNAVAILABLE 1
/// The transfer failed (name resolution, connection, TLS, timeout, a body over `max_bytes`).
#define CCURL_FAILED 2

/// GETs `url` (http or https only, following up to 10 redirects), keeping at most `max_bytes`
/// of the body. Returns CCURL_OK, CCURL_UNAVAILABLE or CCURL_FAILED. Safe from any thread.
int ccurl_get(const char *url, size_t max_bytes, ccurl_response *response);

/// Frees the body of a response.
void ccurl_release(ccurl_response *response);

#endif
