/* placeholder */
typedef int ct_placeholder_search;
