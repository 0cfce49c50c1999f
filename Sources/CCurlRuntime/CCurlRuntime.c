#include "CCurlRuntime.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The few libcurl values used, from curl/curl.h (stable across libcurl 7 and 8), so that its
// headers are not needed to build.
enum {
    GLOBAL_DEFAULT = 3,
    OPT_LOW_SPEED_LIMIT = 19,
    OPT_LOW_SPEED_TIME = 20,
    OPT_FOLLOWLOCATION = 52,
    OPT_MAXREDIRS = 68,
    OPT_CONNECTTIMEOUT = 78,
    OPT_NOSIGNAL = 99,
    OPT_PROTOCOLS = 181,
    OPT_REDIR_PROTOCOLS = 182,
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_ERRORBUFFER = 10010,
    OPT_ACCEPT_ENCODING = 10102,
    OPT_WRITEFUNCTION = 20011,
    INFO_RESPONSE_CODE = 0x200002,
    PROTO_HTTP_HTTPS = 1 | 2,
    ERROR_SIZE = 256,
};

typedef size_t (*write_callback)(char *, size_t, size_t, void *);

static struct {
    void *(*easy_init)(void);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_perform)(void *);
    int (*easy_getinfo)(void *, int, ...);
    void (*easy_cleanup)(void *);
    const char *(*easy_strerror)(int);
    char failure[320];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(curl.failure, sizeof curl.failure,
                 "libcurl (libcurl.so.4) could not be loaded, and http and https URLs need it "
                 "(Debian: apt-get install libcurl4): %s",
                 reason ? reason : "unknown error");
        return;
    }
    int (*global_init)(long) = (int (*)(long))dlsym(library, "curl_global_init");
    curl.easy_init = (void *(*)(void))dlsym(library, "curl_easy_init");
    curl.easy_setopt = (int (*)(void *, int, ...))dlsym(library, "curl_easy_setopt");
    curl.easy_perform = (int (*)(void *))dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = (int (*)(void *, int, ...))dlsym(library, "curl_easy_getinfo");
    curl.easy_cleanup = (void (*)(void *))dlsym(library, "curl_easy_cleanup");
    curl.easy_strerror = (const char *(*)(int))dlsym(library, "curl_easy_strerror");
    if (!global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo ||
        !curl.easy_cleanup || !curl.easy_strerror) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl (libcurl.so.4) lacks the curl_easy functions");
        curl.easy_init = NULL;
        return;
    }
    if (global_init(GLOBAL_DEFAULT) != 0) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl (libcurl.so.4) could not be initialised");
        curl.easy_init = NULL;
    }
}

typedef struct {
    ccurl_response *response;
    size_t capacity;
    size_t max_bytes;
    int over_limit;
} body_sink;

/// Appends a chunk of the body, doubling the buffer; a body over the limit (or out of memory)
/// stops the transfer.
static size_t append_body(char *data, size_t size, size_t count, void *context) {
    body_sink *sink = context;
    ccurl_response *response = sink->response;
    size_t bytes = size * count;
    if (bytes > sink->max_bytes - response->length) {
        sink->over_limit = 1;
        return 0;
    }
    if (response->length + bytes > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 64 * 1024;
        while (capacity < response->length + bytes) capacity *= 2;
        unsigned char *grown = realloc(response->body, capacity);
        if (grown == NULL) return 0;
        response->body = grown;
        sink->capacity = capacity;
    }
    memcpy(response->body + response->length, data, bytes);
    response->length += bytes;
    return bytes;
}

int ccurl_get(const char *url, size_t max_bytes, ccurl_response *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&load_once, load_curl);
    if (curl.easy_init == NULL) {
        snprintf(response->error, sizeof response->error, "%s", curl.failure);
        return CCURL_UNAVAILABLE;
    }
    void *handle = curl.easy_init();
    if (handle == NULL) {
        snprintf(response->error, sizeof response->error, "libcurl could not start a transfer");
        return CCURL_FAILED;
    }
    char message[ERROR_SIZE] = {0};
    body_sink sink = {response, 0, max_bytes, 0};
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_PROTOCOLS, (long)PROTO_HTTP_HTTPS);
    curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS, (long)PROTO_HTTP_HTTPS);
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, OPT_ACCEPT_ENCODING, "");
    // As a URLSession's request timeout: give up after 60 s without data.
    curl.easy_setopt(handle, OPT_CONNECTTIMEOUT, 60L);
    curl.easy_setopt(handle, OPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(handle, OPT_LOW_SPEED_TIME, 60L);
    curl.easy_setopt(handle, OPT_ERRORBUFFER, message);
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, (write_callback)append_body);
    curl.easy_setopt(handle, OPT_WRITEDATA, &sink);
    int code = curl.easy_perform(handle);
    curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &response->status);
    curl.easy_cleanup(handle);
    if (code != 0) {
        if (sink.over_limit)
            snprintf(response->error, sizeof response->error, "the body is over %zu bytes", max_bytes);
        else
            snprintf(response->error, sizeof response->error, "%s", message[0] ? message : curl.easy_strerror(code));
        ccurl_release(response);
        return CCURL_FAILED;
    }
    return CCURL_OK;
}

void ccurl_release(ccurl_response *response) {
    free(response->body);
    response->body = NULL;
    response->length = 0;
}
