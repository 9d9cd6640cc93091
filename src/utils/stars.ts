/**
 * spec 2.6: the hero's decorative background of star positions (35 by default).
 * The positions come from a seeded generator, so the server-rendered page and
 * the hydrated one agree and the sky looks the same on every visit.
 */
export const DEFAULT_STAR_COUNT = 35;

export interface Star {
  /** Percent of the hero's height. */
  top: number;
  /** Percent of the hero's width. */
  left: number;
  /** Size in px. */
  size: number;
  /** Twinkle delay in seconds. */
  delay: number;
}

/** mulberry32: a tiny, well-known 32-bit PRNG; deterministic for a seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * `count` star positions spread over the hero (a bad count gives none).
 * Stars avoid the middle block where the texts sit, so on wide screens they
 * decorate the edges instead of sitting behind words.
 */
export function starPositions(count: number = DEFAULT_STAR_COUNT, seed = 2026): Star[] {
  const total = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const next = random(seed);
  const stars: Star[] = [];
  while (stars.length < total) {
    const left = next() * 96 + 2;
    // From 11 %: the hero starts under the navbar, and stars there would crowd its items.
    const top = next() * 85 + 11;
    const size = 6 + next() * 8;
    const delay = next() * 4;
    // Keep the central block (behind the headline, texts and buttons) clear.
    if (left > 22 && left < 78 && top > 12 && top < 94) continue;
    stars.push({ top: round(top), left: round(left), size: round(size), delay: round(delay) });
  }
  return stars;
}
