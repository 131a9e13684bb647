/* Stands in for the theme's Font Awesome script (scripts/fontawesome.js, 1.5 MB), which
   only redraws the icons as SVG: the theme's stylesheet already draws them with its icon
   font, so the book does without it (tools/book_demos.py copies this file over it). */
