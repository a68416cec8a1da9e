/* placeholder */
typedef int ct_placeholder_render_svg;
