/**
 * Above this many nodes the referral graph draws each node as a dot, its avatar and nickname shown on hover:
 * thousands of avatar images and labels made every frame cost hundreds of milliseconds, and at that scale they
 * overlap anyway.
 */
export const LARGE_GRAPH_NODES = 400;
