// docs/decisions/033-movement-illustrations.md. Angles are absolute degrees in the picture (y down): 0 = down,
// 90 = right, 180 = up, -90 = left; never relative to the parent segment, since that is what an author sees.
import type { BodyPartKey } from '../catalogue-data';

export type View = 'side' | 'front' | 'back';

export type Arm = readonly [upperArm: number, forearm: number];
export type Leg = readonly [thigh: number, shin: number, foot: number];

export interface Pose {
  trunk: number;
  head?: number;
  arm: Arm;
  arm2?: Arm;
  leg: Leg;
  leg2?: Leg;
  shrug?: number;
  /** Foreshortening (0.2…1); joints next to a segment below 0.9 are not range-checked, their picture angle is not real. */
  scale?: Partial<Record<Segment, number>>;
}

export type Segment = 'upperArm' | 'forearm' | 'upperArm2' | 'forearm2' | 'thigh' | 'shin' | 'thigh2' | 'shin2';
export const SEGMENTS: readonly Segment[] = ['upperArm', 'forearm', 'upperArm2', 'forearm2', 'thigh', 'shin', 'thigh2', 'shin2'];

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
  'grip',
] as const;
export type BodyPoint = (typeof BODY_POINTS)[number];

export type PointRef = readonly [x: number, y: number] | BodyPoint | { readonly from: BodyPoint; readonly dx?: number; readonly dy?: number };

export type Tone = 'metal' | 'frame' | 'pad' | 'plate' | 'cable';

/**
 * Equipment. `machine` names the catalogue machine the prop draws (checks.ts asks that every machine an
 * exercise needs is drawn). `id` makes the prop a surface the body can rest on (Keyframe.contacts).
 * Props drawn at a body point move with it in the animation (a bar in the hands, a leg-press sled at the feet).
 */
export type Prop = { readonly id?: string; readonly machine?: string; readonly front?: boolean } & (
  | { readonly kind: 'line'; readonly from: PointRef; readonly to: PointRef; readonly width?: number; readonly tone?: Tone }
  | { readonly kind: 'box'; readonly at: PointRef; readonly w: number; readonly h: number; readonly angle?: number; readonly tone?: Tone }
  | { readonly kind: 'disc'; readonly at: PointRef; readonly r: number; readonly tone?: Tone }
  | { readonly kind: 'barbell'; readonly at?: PointRef; readonly plate?: 'large' | 'small' | 'none' }
  | { readonly kind: 'dumbbell'; readonly at?: PointRef }
  | { readonly kind: 'kettlebell'; readonly at?: PointRef }
  | { readonly kind: 'bench'; readonly at: readonly [x: number, y: number]; readonly length: number; readonly angle?: number }
  | { readonly kind: 'cable'; readonly at: readonly [x: number, y: number]; readonly to?: PointRef }
);

type Contact = readonly [point: BodyPoint, surface: string];

export interface Keyframe {
  pose: Pose;
  at: readonly [point: BodyPoint, x: number, y: number];
  contacts: readonly Contact[];
  hold?: number;
}

export interface Movement {
  view: View;
  props: readonly Prop[];
  keyframes: readonly Keyframe[];
  loop?: boolean;
  room?: number;
  sameMovementAs?: string;
  caption?: string;
}

export interface HowTo {
  setup: readonly string[];
  steps: readonly string[];
  breathing: string;
  mistakes: readonly string[];
}

export const BODY = {
  trunk: 52,
  neck: 13,
  headRadius: 9,
  upperArm: 30,
  forearm: 30,
  thigh: 42,
  shin: 41,
  ankleHeight: 4,
  heelBack: 3,
  toeFront: 13,
  shoulderHalf: 16,
  hipHalf: 9,
  trunkHalf: 8,
  width: { trunk: 17, upperArm: 8, forearm: 7, thigh: 11, shin: 8, foot: 5, frontTrunk: 30 },
} as const;

export const FRAME = { size: 200, floor: 188 } as const;

export type Tint = { primary: readonly BodyPartKey[]; secondary: readonly BodyPartKey[] };
