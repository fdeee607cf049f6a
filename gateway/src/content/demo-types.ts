/** Shape of the demo realisations loaded into an empty database when DEMO_CONTENT is on. */
export interface DemoRealisation {
  type: 'photo' | 'video';
  title: string;
  description: string;
  /** yyyy-mm-dd, within the last two years. */
  date: string;
  vehicle: { brand: string; model: string; year: number; engine: string };
  modifications: string[];
  /** Power in ch and torque in Nm, before and after (measured on the bench); null when not measured. */
  gains: { powerBefore: number; powerAfter: number; torqueBefore: number; torqueAfter: number } | null;
  featured: boolean;
  /** Colour of the generated illustrations (CSS hex), e.g. the car's paint. */
  paint: string;
  /** Number of gallery images to generate (1 to 4). */
  images: number;
  /** Index in the configured centre list (0 = first centre), wrapped around the list's length. */
  centreIndex: number;
}
