/**
 * Whether a centre offers a service: one that needs a power bench is offered where there is a bench. One rule for the
 * pages that name a centre for a service, the booking page's list, online booking and the waiting list.
 */
export function centreOffers(
  centre: { benchVehicleTypes: readonly string[] },
  service: { needsBench: boolean },
): boolean {
  return !service.needsBench || centre.benchVehicleTypes.length > 0;
}

/**
 * The vehicle types of a service that a centre works on: boats only where the centre takes them. Without a centre
 * (the network's pages), all of them.
 */
export function vehiclesAtCentre<V extends { type: string }>(
  centre: { takesBoats: boolean } | undefined,
  vehicles: readonly V[],
): V[] {
  return !centre || centre.takesBoats ? [...vehicles] : vehicles.filter((vehicle) => vehicle.type !== 'boat');
}
