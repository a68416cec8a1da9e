/* placeholder */
typedef int ct_placeholder_tt;
