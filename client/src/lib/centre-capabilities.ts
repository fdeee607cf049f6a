/**
 * What each centre can do (gateway content: `benchVehicleTypes`, `takesBoats`), read by every page that names a
 * centre for a service, so a page never sends a visitor to a centre that cannot do the work.
 */
interface CentreCapabilities {
  id: string;
  name: string;
  benchVehicleTypes: string[];
  takesBoats: boolean;
}

/** The centres whose bench takes this vehicle type, or any vehicle type without one. */
export function centresWithBench<C extends CentreCapabilities>(centres: readonly C[], vehicleType?: string): C[] {
  return centres.filter((c) =>
    vehicleType ? c.benchVehicleTypes.includes(vehicleType) : c.benchVehicleTypes.length > 0,
  );
}

/** The centres that work on boats, in the site's order. */
export function centresTakingBoats<C extends CentreCapabilities>(centres: readonly C[]): C[] {
  return centres.filter((c) => c.takesBoats);
}

/** « Montpellier, Béziers et Perpignan » */
export function frenchList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}
