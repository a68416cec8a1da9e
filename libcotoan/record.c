/* placeholder */
typedef int ct_placeholder_record;
