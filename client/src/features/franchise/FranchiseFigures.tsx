import type { FranchiseFactsQuery } from '../../gql/graphql';

type Facts = FranchiseFactsQuery['franchise'];
type Figure = Facts['network'][number];

/** The three groups of figures, in the order of the spec's claims. */
const groups = [
  { key: 'network', title: 'Le réseau' },
  { key: 'business', title: 'Votre activité' },
  { key: 'marketing', title: 'Notre marketing' },
] as const satisfies readonly { key: keyof Facts; title: string }[];

/** Every figure of the network, as cards grouped under a heading: the value in large type, its label below. */
export function FranchiseFigures({ facts }: { facts: Facts }) {
  return (
    <div className="franchise-figures">
      {groups.map(({ key, title }) => (
        <div key={key} className="franchise-figures__group">
          <h3 className="franchise-figures__title">{title}</h3>
          <FigureList figures={facts[key]} />
        </div>
      ))}
    </div>
  );
}

function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <ul className="franchise-figures__list" role="list">
      {figures.map((figure) => (
        <li key={`${figure.value} ${figure.label}`} className="franchise-figure">
          <span className="franchise-figure__value">{figure.value}</span>{' '}
          <span className="franchise-figure__label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
