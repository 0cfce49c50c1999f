#ifndef CFONTCONFIG_SHIM_H
#define CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

/* Object names and constants as plain values (string macros are awkward from Swift). */
static const char *const cfc_family = FC_FAMILY;
static const char *const cfc_weight = FC_WEIGHT;
static const char *const cfc_slant = FC_SLANT;
static const char *const cfc_file = FC_FILE;
static const char *const cfc_index = FC_INDEX;
static const char *const cfc_outline = FC_OUTLINE;
static const int cfc_slant_italic = FC_SLANT_ITALIC;

#endif
