/** The slide puzzle's picture (spec sections 5 and 9), in CSS pixels; the storefront lays it out before it loads. */
export const PUZZLE_WIDTH = 400;
export const PUZZLE_HEIGHT = 165;
