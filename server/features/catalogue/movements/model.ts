// The movement illustrations' data model (docs/decisions/033-movement-illustrations.md).
//
// A figure is a pose model: fixed segment lengths and one angle per segment. An exercise's movement is two or
// more keyframes of that figure plus the equipment around it; the renderer (render.ts) draws each keyframe
// and animates between them, and the checks (checks.ts) refuse poses a body cannot take.
//
// Angles are degrees in the picture's plane (y grows downward):
//   0 = pointing down · 90 = toward the picture's right · 180 = up · -90 (= 270) = toward the picture's left.
// Direction `a` has the unit vector (sin a, cos a). Every segment's angle is absolute (its direction in the
// picture), never relative to its parent: that is what an author sees.
//
// The side view shows a body facing right when upright. A body lying face up with its head to the left has
// trunk -90; face down with its head to the right (a push-up), trunk 90. The front and back views show the
// frontal plane: `arm`/`leg` are the limbs on the picture's left.
import type { BodyPartKey } from '../catalogue-data';

export type View = 'side' | 'front' | 'back';

/** An arm: the upper arm's direction, then the forearm's (elbow to the centre of the grip). */
export type Arm = readonly [upperArm: number, forearm: number];
/** A leg: thigh, shin, then the foot (heel to toe; 90 = flat on the floor, pointing right). */
export type Leg = readonly [thigh: number, shin: number, foot: number];

export interface Pose {
  /** Pelvis to the base of the neck. */
  trunk: number;
  /** Base of the neck to the centre of the head; the trunk's direction when left out. */
  head?: number;
  /** Side view: the near arm. Front/back view: the arm on the picture's left. */
  arm: Arm;
  /** Side view: the far arm (default: as `arm`). Front/back view: the other arm (default: `arm` mirrored). */
  arm2?: Arm;
  leg: Leg;
  leg2?: Leg;
  /** How far the shoulders are lifted toward the ears (a shrug), in picture units, 0…8; 0 when left out. */
  shrug?: number;
  /**
   * Foreshortening: a segment pointing toward or away from the viewer is drawn at this share of its length
   * (0.2…1; 1 when left out): a fly's arms out to the sides seen from the side, a thigh lifted sideways seen
   * from behind. The joints next to a shortened segment (below 0.9) are not range-checked in the picture's
   * plane, where their angle is not their real one.
   */
  scale?: Partial<Record<Segment, number>>;
}

/** The limb segments that can be foreshortened; a `2` is the far (side) or right-hand (front) limb. */
export type Segment = 'upperArm' | 'forearm' | 'upperArm2' | 'forearm2' | 'thigh' | 'shin' | 'thigh2' | 'shin2';
export const SEGMENTS: readonly Segment[] = ['upperArm', 'forearm', 'upperArm2', 'forearm2', 'thigh', 'shin', 'thigh2', 'shin2'];

/** Points of the figure a keyframe can be placed by and rest on. A `2` is the far (side) or right-hand (front) limb. */
export const BODY_POINTS = [
  'head',
  'neck',
  'chest',
  'belly',
  'upperBack',
  'lowerBack',
  'pelvis',
  'butt',
  'shoulder',
  'elbow',
  'hand',
  'hip',
  'knee',
  'ankle',
  'heel',
  'toe',
  'shoulder2',
  'elbow2',
  'hand2',
  'hip2',
  'knee2',
  'ankle2',
  'heel2',
  'toe2',
  /** Halfway between the two hands: where a bar held in both hands sits. */
  'grip',
] as const;
export type BodyPoint = (typeof BODY_POINTS)[number];

/** A point in the picture: fixed coordinates, a body point, or a body point shifted by (dx, dy). */
export type PointRef = readonly [x: number, y: number] | BodyPoint | { readonly from: BodyPoint; readonly dx?: number; readonly dy?: number };

/** How a prop is painted (light and dark values in render.ts). */
export type Tone = 'metal' | 'frame' | 'pad' | 'plate' | 'cable';

/**
 * Equipment. `machine` names the catalogue machine the prop draws (checks.ts asks that every machine an
 * exercise needs is drawn). `id` makes the prop a surface the body can rest on (Keyframe.contacts).
 * Props drawn at a body point move with it in the animation (a bar in the hands, a leg-press sled at the feet).
 */
export type Prop = { readonly id?: string; readonly machine?: string; readonly front?: boolean } & (
  | { readonly kind: 'line'; readonly from: PointRef; readonly to: PointRef; readonly width?: number; readonly tone?: Tone }
  /** A rectangle centred at `at`, turned `angle` degrees clockwise (as drawn). */
  | { readonly kind: 'box'; readonly at: PointRef; readonly w: number; readonly h: number; readonly angle?: number; readonly tone?: Tone }
  | { readonly kind: 'disc'; readonly at: PointRef; readonly r: number; readonly tone?: Tone }
  /** A barbell (or an EZ bar) held at `at` (default: the grip); side view shows its near plate. */
  | { readonly kind: 'barbell'; readonly at?: PointRef; readonly plate?: 'large' | 'small' | 'none' }
  /** One dumbbell at `at` (default: the near hand). */
  | { readonly kind: 'dumbbell'; readonly at?: PointRef }
  | { readonly kind: 'kettlebell'; readonly at?: PointRef }
  /**
   * A bench: its pad's top surface starts at `at` and runs `length` toward the right, tilted `angle` degrees
   * up (positive: the right end higher, an incline with the head to the right; negative: down). Legs to the floor.
   */
  | { readonly kind: 'bench'; readonly at: readonly [x: number, y: number]; readonly length: number; readonly angle?: number }
  /** A cable: a pulley at `at` and the cable from it to `to` (default: the grip). */
  | { readonly kind: 'cable'; readonly at: readonly [x: number, y: number]; readonly to?: PointRef }
);

/** A body point resting on a surface: 'floor' or the id of a prop. */
type Contact = readonly [point: BodyPoint, surface: string];

export interface Keyframe {
  pose: Pose;
  /** Places the figure: this body point lands on (x, y). */
  at: readonly [point: BodyPoint, x: number, y: number];
  /** What the body rests on or holds in this frame; each one is checked. */
  contacts: readonly Contact[];
  /** How long the animation stays on this frame, relative to the default (1). */
  hold?: number;
}

export interface Movement {
  view: View;
  /** Equipment, drawn behind the body unless `front`; a prop's points may follow the body. */
  props: readonly Prop[];
  /**
   * Start first. The animation goes through them in order and back the same way (a repetition: start → …
   * → end → … → start), or, with `loop`, from the last straight to the first (cycling, running). At least two.
   */
  keyframes: readonly Keyframe[];
  loop?: boolean;
  /**
   * Extra room (picture units, 0…40) above the 200 × 200 box and half of it on each side, the whole picture
   * scaled down to fit: for a standing figure with its arms overhead (an overhead press's lockout).
   */
  room?: number;
  /**
   * The key of another exercise this one moves exactly like (a grip or stance variant); the two pictures may
   * then be alike, and `caption` (Korean) must say what differs.
   */
  sameMovementAs?: string;
  /** A Korean line shown under the picture, e.g. what a same-movement variant changes. */
  caption?: string;
}

/** The four how-to parts a beginner follows (docs/decisions/033-movement-illustrations.md), plain Korean. */
export interface HowTo {
  /** 준비: setting up the equipment and the body, one sentence each. */
  setup: readonly string[];
  /** 동작: the steps of one repetition, in order. */
  steps: readonly string[];
  /** 호흡: when to breathe in and out. */
  breathing: string;
  /** 흔한 실수: what beginners commonly get wrong, and what to do instead. */
  mistakes: readonly string[];
}

/** Segment lengths and widths of the figure (picture units; about 160 tall standing, in a 200 × 200 box). */
export const BODY = {
  trunk: 52,
  neck: 13,
  headRadius: 9,
  upperArm: 30,
  forearm: 30,
  thigh: 42,
  shin: 41,
  /** The ankle's height above the sole. */
  ankleHeight: 4,
  /** Heel behind the ankle, toe in front of it. */
  heelBack: 3,
  toeFront: 13,
  /** Front/back view: half the shoulders' and the hips' width. */
  shoulderHalf: 16,
  hipHalf: 9,
  /** Side view: the trunk's half thickness (the chest and the back lie this far from its line). */
  trunkHalf: 8,
  width: { trunk: 17, upperArm: 8, forearm: 7, thigh: 11, shin: 8, foot: 5, frontTrunk: 30 },
} as const;

/** The picture's box and floor line. */
export const FRAME = { size: 200, floor: 188 } as const;

/** Which parts of the figure the muscle tint colours, from the exercise's body parts. */
export type Tint = { primary: readonly BodyPartKey[]; secondary: readonly BodyPartKey[] };
