/**
 * The remap stage a job's bench figures measure, read from its title and list of work: 1 or 2, or null when they
 * measure something else or a mix (an E85 conversion, a gearbox, a remap whose stage is not said). The engine page
 * compares a stage's estimate only with jobs of the same stage: a conversion's +8 ch says nothing of a stage 1.
 */
export function remapStageOf(job: { title: string; modifications: readonly string[] }): 1 | 2 | null {
  const texts = [job.title, ...job.modifications];
  if (texts.some((t) => /\bE85\b|éthanol|flex-?fuel/i.test(t))) return null;
  const stages = new Set(texts.flatMap((t) => Array.from(t.matchAll(/\bstage\s*([12])\b/gi), (m) => Number(m[1]))));
  if (stages.size !== 1) return null;
  return stages.has(2) ? 2 : 1;
}
