/**
 * One way to name a model's generation on every page: the model and its generation (« Clio V », « 208 II (P21) »,
 * « Classe C W205 »), written once when the catalogue already names it with the model (« Golf 7 »).
 */
export function generationLabel(model: string, generation: string | null | undefined): string | null {
  if (!generation) return null;
  return generation.toLowerCase().startsWith(model.toLowerCase()) ? generation : `${model} ${generation}`;
}
