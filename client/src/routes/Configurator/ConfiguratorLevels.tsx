import { FirstScreenSearch } from '../../features/vehicle-search/FirstScreenSearch';
import { EngineLevel, ManufacturerLevel, ModelLevel, TypeLevel, YearLevel } from '../../features/configurator/levels';

/**
 * The configurator's choices above the engine: the first screen (the search of the whole catalogue first, decision
 * 051, then the vehicle types), then the brands, models, years and engines of the levels chosen so far.
 */
export default function ConfiguratorLevels({
  centre,
  firstScreen,
  type,
  manufacturer,
  model,
  year,
}: {
  centre?: string;
  /** The first screen shows the search; a page naming a missing type shows the types alone. */
  firstScreen: boolean;
  type?: string;
  manufacturer?: string;
  model?: string;
  year?: number;
}) {
  if (!type)
    return (
      <>
        {firstScreen && <FirstScreenSearch centre={centre} />}
        <TypeLevel centre={centre} />
      </>
    );
  if (!manufacturer) return <ManufacturerLevel centre={centre} type={type} />;
  if (!model) return <ModelLevel centre={centre} type={type} manufacturer={manufacturer} />;
  if (year === undefined) return <YearLevel centre={centre} type={type} manufacturer={manufacturer} model={model} />;
  return <EngineLevel centre={centre} type={type} manufacturer={manufacturer} model={model} year={year} />;
}
