import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataView } from '../../../components/ui/DataView';
import { formatNumber } from '../../../config/format';
import '../../../components/ui/form.css';
import type { AdminFiguresQuery, AdminWeekFiguresFieldsFragment } from '../../../gql/admin/graphql';
import { useAdminFiguresQuery, useAdminMeQuery } from '../../../gql/admin/hooks';
import { count, days, percent, weekName } from './figure-format';
import { RankChart } from './RankChart';
import { WeekChart } from './WeekChart';
import './figures.css';

type Figures = AdminFiguresQuery['adminFigures'];
type Week = AdminWeekFiguresFieldsFragment;

/** The periods offered, in weeks; the first is the default. */
const PERIODS = [12, 26, 52] as const;
/** The series of the requests that named no centre, in the address (its id is null). */
const UNASSIGNED = 'sans-centre';

const sum = (weeks: readonly Week[], key: keyof Omit<Week, 'week' | 'leadTimeDays' | '__typename'>) =>
  weeks.reduce((total, w) => total + w[key], 0);

/** Nothing to draw: no request, booking or job over the period. */
const nothingIn = (figures: Figures) =>
  figures.centres.length === 0 ||
  figures.network.every(
    (w) => w.requests + w.bookingsOnline + w.bookingsPhone + w.honoured + w.missed === 0 && w.leadTimeDays === null,
  );

/**
 * « Chiffres »: the account's centres week by week (a centre manager's own, the whole network for its
 * administrators), each figure drawn and given as a table; the period and the centre are in the address.
 */
export function FiguresSection() {
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const asked = Number(query.get('semaines'));
  const weeks = (PERIODS as readonly number[]).includes(asked) ? asked : PERIODS[0];
  const { data, loading, error, refetch } = useAdminFiguresQuery({
    variables: { weeks },
    fetchPolicy: 'cache-and-network',
  });
  const network = useAdminMeQuery().data?.adminMe?.role === 'reseau';
  const choose = (key: string, value: string, byDefault: string) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === byDefault) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="admin-section figures" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Chiffres</h2>
      <p className="figures__intro">
        Semaine par semaine, du lundi au dimanche à l’heure du centre, la semaine en cours comprise.
      </p>
      <div className="figures__filters">
        <div className="field">
          <label htmlFor={`${id}-period`}>Période</label>
          <select
            id={`${id}-period`}
            value={weeks}
            onChange={(e) => choose('semaines', e.target.value, String(PERIODS[0]))}
          >
            {PERIODS.map((n) => (
              <option key={n} value={n}>
                {n} dernières semaines
              </option>
            ))}
          </select>
        </div>
        {data && data.adminFigures.centres.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-centre`}>Centre</label>
            <select
              id={`${id}-centre`}
              value={query.get('centre') ?? ''}
              onChange={(e) => choose('centre', e.target.value, '')}
            >
              <option value="">{network ? 'Tout le réseau' : 'Tous vos centres'}</option>
              {data.adminFigures.centres.map((c) => (
                <option key={c.centreId ?? UNASSIGNED} value={c.centreId ?? UNASSIGNED}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <DataView
        loading={loading}
        error={error}
        data={data?.adminFigures}
        failure="Erreur lors du chargement des chiffres"
        onRetry={() => void refetch()}
        isEmpty={nothingIn}
        empty={<p>Aucune demande ni aucun rendez-vous sur ces {weeks} semaines : rien à compter pour l’instant.</p>}
        loadingLabel="Chargement des chiffres…"
      >
        {(figures) => <FigureCharts figures={figures} scope={query.get('centre') ?? ''} network={network} />}
      </DataView>
      <Definitions />
    </section>
  );
}

/** The charts of one scope: every centre shown added up (''), or one centre. */
function FigureCharts({ figures, scope, network }: { figures: Figures; scope: string; network: boolean }) {
  const chosen = scope ? figures.centres.find((c) => (c.centreId ?? UNASSIGNED) === scope) : undefined;
  const single = figures.centres.length === 1 ? figures.centres[0] : undefined;
  const shown = chosen ?? single;
  const weeks = shown?.weeks ?? figures.network;
  const services = shown?.services ?? figures.services;
  const makes = shown?.makes ?? figures.makes;
  const scopeName = shown?.name ?? (network ? 'Tout le réseau' : 'Tous vos centres');
  const mondays = figures.weeks;
  const period = `${mondays.length} semaines`;
  const last = weeks.at(-1);
  const column = (key: keyof Omit<Week, 'week' | '__typename'>) => weeks.map((w) => w[key]);

  const requests = sum(weeks, 'requests');
  const converted = sum(weeks, 'converted');
  const online = sum(weeks, 'bookingsOnline');
  const phone = sum(weeks, 'bookingsPhone');
  const honoured = sum(weeks, 'honoured');
  const missed = sum(weeks, 'missed');
  const share = (part: number, whole: number) => (percent(part, whole) ? ` (${percent(part, whole)})` : '');
  const leads = weeks.filter((w) => w.leadTimeDays !== null);
  const lastLead = leads.at(-1);
  const leadValues = leads.map((w) => w.leadTimeDays!);

  return (
    <div className="figures__charts">
      <p className="figures__scope">
        <strong>{scopeName}</strong> · {period}
      </p>
      <WeekChart
        title="Demandes"
        summary={
          `${count(requests, 'demande')} en ${period}, dont ${count(converted, 'devenue', 'devenues')} ` +
          `rendez-vous${share(converted, requests)}.` +
          (last ? ` ${capitalised(weekName(last.week))} : ${count(last.requests, 'demande')}.` : '')
        }
        weeks={mondays}
        series={[
          { label: 'Demandes', values: column('requests') },
          { label: 'Devenues rendez-vous', values: column('converted') },
        ]}
        total
      />
      <WeekChart
        title="Rendez-vous pris"
        summary={
          `${count(online + phone, 'rendez-vous', 'rendez-vous')} pris en ${period} : ${formatNumber(online)} en ligne, ` +
          `${formatNumber(phone)} par téléphone.`
        }
        weeks={mondays}
        series={[
          { label: 'Rendez-vous en ligne', values: column('bookingsOnline') },
          { label: 'Rendez-vous par téléphone', values: column('bookingsPhone') },
        ]}
        total
      />
      <WeekChart
        title="Honorés et absents"
        summary={
          `${count(honoured, 'rendez-vous honoré', 'rendez-vous honorés')}, ${count(missed, 'absent')}` +
          (missed ? ` (${percent(missed, honoured + missed)} d’absents).` : '.')
        }
        weeks={mondays}
        series={[
          { label: 'Honorés', values: column('honoured') },
          { label: 'Absents', values: column('missed') },
        ]}
        total
      />
      <WeekChart
        title="Délai médian (jours)"
        summary={
          lastLead
            ? `Entre la prise du rendez-vous et le travail : de ${days(Math.min(...leadValues))} à ` +
              `${days(Math.max(...leadValues))} selon les semaines ; ${weekName(lastLead.week)} : ` +
              `${days(lastLead.leadTimeDays!)}.`
            : 'Aucun rendez-vous pris sur la période.'
        }
        weeks={mondays}
        series={[{ label: 'Délai médian (jours)', values: column('leadTimeDays') }]}
        kind="line"
        digits={1}
      />
      <RankChart
        title="Prestations demandées"
        summary={top(services)}
        itemHeader="Prestation"
        countHeader="Rendez-vous pris"
        items={services}
        empty="Aucun rendez-vous pris sur la période."
      />
      <RankChart
        title="Marques demandées"
        summary={top(makes)}
        itemHeader="Marque"
        countHeader="Demandes et rendez-vous"
        items={makes}
        empty="Aucune marque du catalogue dans les demandes et les rendez-vous de la période."
      />
      <RankChart
        title="Recherches sans résultat"
        summary={top(figures.searchMisses)}
        itemHeader="Recherche"
        countHeader="Fois"
        items={figures.searchMisses}
        empty="Aucune recherche de véhicule restée sans résultat sur la période."
      />
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « En tête : Peugeot (12), puis Renault (8). » */
const top = (items: readonly { label: string; count: number }[]) =>
  items.length
    ? `En tête : ${items
        .slice(0, 2)
        .map((item) => `${item.label} (${formatNumber(item.count)})`)
        .join(', puis ')}.`
    : '';

/** How each figure is counted (decision 050), for whoever reads them. */
function Definitions() {
  return (
    <details className="figures__definitions">
      <summary>Comment ces chiffres sont comptés</summary>
      <ul>
        <li>
          <strong>Demandes</strong> : les demandes de contact reçues, par semaine de réception. Une demande est{' '}
          <strong>devenue rendez-vous</strong> si un rendez-vous a été pris depuis elle (« Prendre rendez-vous »), ou
          avec son adresse e-mail dans les 30 jours qui la suivent.
        </li>
        <li>
          <strong>Rendez-vous pris</strong> : par semaine de confirmation (par téléphone : dès la prise ; en ligne :
          quand le lien de l’e-mail est ouvert), même annulés depuis.
        </li>
        <li>
          <strong>Honorés et absents</strong> : par semaine du rendez-vous, tels que marqués dans l’agenda.
        </li>
        <li>
          <strong>Délai médian</strong> : entre la prise d’un rendez-vous et son début, pour les rendez-vous pris dans
          la semaine.
        </li>
        <li>
          <strong>Prestations et marques</strong> : sur toute la période ; les marques d’après le véhicule des demandes
          et des rendez-vous, reconnues dans le catalogue.
        </li>
        <li>
          <strong>Recherches sans résultat</strong> : les recherches de véhicule validées (touche Entrée, bouton «
          Rechercher ») qui n’ont rien trouvé dans le catalogue, dans tout le réseau, écrites en minuscules et sans
          accents ; comptées par jour, sans rien garder de qui les a faites.
        </li>
      </ul>
    </details>
  );
}
