import { useId, useState, type FormEvent } from 'react';
import { frenchDay, frenchLongDate } from '../../../config/format';
import { frenchTime } from '@garage/contract/opening-hours';
import type { AdminAgendaQuery, AdminClosureConflictsQuery, BookingClosureInput } from '../../../gql/admin/graphql';
import {
  useAdminAddBookingClosureMutation,
  useAdminClosureConflictsLazyQuery,
  useAdminDecideHolidayMutation,
  useAdminRemoveBookingClosureMutation,
  useAdminRenewBookingFeedMutation,
  useAdminRevokeBookingFeedMutation,
  useAdminSetBayCountMutation,
} from '../../../gql/admin/hooks';
import type { Notice } from '../ActionNotice';
import { agendaAction } from './agenda-actions';
import { CLOSURE_REASON_MAX } from '@garage/contract/form-limits';

type Agenda = AdminAgendaQuery['adminAgenda'];

/** The centre's closures, its number of bays and its private calendar feed. */
export function AgendaSettings({
  agenda,
  centreName,
  onNotice,
}: {
  agenda: Agenda;
  centreName: string;
  onNotice(notice: Notice): void;
}) {
  const id = useId();
  const [addClosure, adding] = useAdminAddBookingClosureMutation();
  const [removeClosure] = useAdminRemoveBookingClosureMutation();
  const [decideHoliday] = useAdminDecideHolidayMutation();
  const [setBays, settingBays] = useAdminSetBayCountMutation();
  const [renewFeed] = useAdminRenewBookingFeedMutation();
  const [revokeFeed] = useAdminRevokeBookingFeedMutation();
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const bays = agenda.units.filter((u) => u.resource === 'bay');
  const act = (action: () => Promise<string>, failure: string) => agendaAction(action, failure, onNotice);

  /** A closure over days that have bookings, waiting for the staff to say they saw them. */
  const [pending, setPending] = useState<{
    input: BookingClosureInput;
    conflicts: AdminClosureConflictsQuery['adminClosureConflicts'];
    form: HTMLFormElement;
  } | null>(null);
  const [tellVisitors, setTellVisitors] = useState(true);
  const [findConflicts, finding] = useAdminClosureConflictsLazyQuery({ fetchPolicy: 'network-only' });

  const save = (input: BookingClosureInput, formElement: HTMLFormElement) =>
    act(async () => {
      await addClosure({ variables: { input } });
      formElement.reset();
      setPending(null);
      return input.tellVisitors
        ? 'Fermeture enregistrée : les clients de ces jours-là sont prévenus par e-mail, avec un lien pour choisir un autre créneau.'
        : 'Fermeture enregistrée : ces jours ne sont plus proposés en ligne.';
    }, 'La fermeture n’a pas été enregistrée.');

  const onAddClosure = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '');
    const input: BookingClosureInput = {
      centre: agenda.centreId,
      startsOn: text('startsOn'),
      endsOn: text('endsOn') || text('startsOn'),
      reason: text('reason'),
      unit: text('unit') || null,
    };
    setPending(null);
    // The bookings of those days are shown before anything is saved: the closure does not cancel them.
    const { data } = await findConflicts({ variables: { input } }).catch(() => ({ data: undefined }));
    const conflicts = data?.adminClosureConflicts ?? [];
    if (conflicts.length > 0) {
      setTellVisitors(conflicts.some((c) => c.hasEmail));
      setPending({ input, conflicts, form: formElement });
    } else void save(input, formElement);
  };

  return (
    <details className="agenda__settings">
      <summary>Fermetures, baies et abonnement à l’agenda</summary>
      <h3 id={`${id}-closures`}>Fermetures à venir</h3>
      {agenda.closures.length === 0 ? (
        <p className="agenda__empty">Aucune, en plus des jours fériés.</p>
      ) : (
        <ul className="agenda__closures" aria-labelledby={`${id}-closures`}>
          {agenda.closures.map((closure) => (
            <li key={closure.id}>
              {closure.startsOn === closure.endsOn
                ? frenchLongDate(closure.startsOn)
                : `Du ${frenchLongDate(closure.startsOn)} au ${frenchLongDate(closure.endsOn)}`}{' '}
              : {closure.reason}
              {closure.unitLabel && ` (${closure.unitLabel})`}{' '}
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() =>
                  void act(async () => {
                    await removeClosure({ variables: { id: closure.id } });
                    return 'Fermeture retirée.';
                  }, 'La fermeture n’a pas été retirée.')
                }
              >
                Retirer
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3 id={`${id}-holidays`}>Jours fériés à venir</h3>
      {agenda.holidays.length === 0 ? (
        <p className="agenda__empty">Aucun d’ici la fin de la réservation en ligne.</p>
      ) : (
        <ul className="agenda__closures" aria-labelledby={`${id}-holidays`}>
          {agenda.holidays.map((holiday) => (
            <li key={holiday.date}>
              {frenchLongDate(holiday.date)} : {holiday.name}
              {holiday.lunar && !holiday.decided && <strong className="agenda__to-confirm"> (date à confirmer)</strong>}
              {' — '}
              {holiday.open ? 'centre ouvert' : holiday.decided ? 'fermeture confirmée' : 'centre fermé'}{' '}
              {holiday.lunar && !holiday.decided && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() =>
                    void act(async () => {
                      await decideHoliday({ variables: { centre: agenda.centreId, date: holiday.date, open: false } });
                      return `Fermeture du ${frenchLongDate(holiday.date)} confirmée.`;
                    }, 'La décision n’a pas été enregistrée.')
                  }
                >
                  Confirmer la fermeture
                </button>
              )}{' '}
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() =>
                  void act(async () => {
                    await decideHoliday({
                      variables: { centre: agenda.centreId, date: holiday.date, open: !holiday.open },
                    });
                    return holiday.open
                      ? `Le centre est fermé le ${frenchLongDate(holiday.date)}.`
                      : `Le centre est ouvert le ${frenchLongDate(holiday.date)} : la réservation en ligne le propose.`;
                  }, 'La décision n’a pas été enregistrée.')
                }
              >
                {holiday.open ? 'Fermer ce jour' : 'Ouvrir ce jour'}
              </button>
            </li>
          ))}
        </ul>
      )}
      {agenda.holidays.some((holiday) => holiday.lunar) && (
        <p className="side-note">
          Une fête lunaire peut être décalée d’un jour par les autorités : fermez alors le jour annoncé ci-dessous, et
          ouvrez le jour calculé.
        </p>
      )}
      <form
        className="agenda__closure-form"
        onSubmit={(event) => void onAddClosure(event)}
        aria-label="Ajouter une fermeture"
      >
        <div className="field">
          <label htmlFor={`${id}-starts`}>Du</label>
          <input id={`${id}-starts`} name="startsOn" type="date" required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-ends`}>Au (inclus)</label>
          <input id={`${id}-ends`} name="endsOn" type="date" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Motif</label>
          <input
            id={`${id}-reason`}
            name="reason"
            required
            maxLength={CLOSURE_REASON_MAX}
            placeholder="Congés, banc en réparation…"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-unit`}>Fermé</label>
          <select id={`${id}-unit`} name="unit" defaultValue="">
            <option value="">Tout le centre</option>
            {agenda.units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.label} seulement
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--small" disabled={adding.loading || finding.loading}>
          Ajouter la fermeture
        </button>
      </form>
      {pending && (
        <section className="agenda__conflicts" role="alert" aria-labelledby={`${id}-conflicts`}>
          <h4 id={`${id}-conflicts`}>
            {pending.conflicts.length === 1
              ? '1 rendez-vous est pris ces jours-là'
              : `${pending.conflicts.length} rendez-vous sont pris ces jours-là`}
          </h4>
          <ul>
            {pending.conflicts.map((c) => (
              <li key={c.id}>
                {frenchDay(c.date)} à {frenchTime(c.time)} : {c.customerName} ({c.reference})
                {!c.hasEmail && ' — sans e-mail, à appeler'}
              </li>
            ))}
          </ul>
          <p className="side-note">La fermeture ne les annule pas : chaque client choisit un autre créneau.</p>
          <label className="field--check">
            <input
              type="checkbox"
              checked={tellVisitors}
              disabled={!pending.conflicts.some((c) => c.hasEmail)}
              onChange={(event) => setTellVisitors(event.target.checked)}
            />{' '}
            Prévenir ces clients par e-mail, avec un lien pour choisir un autre créneau
          </label>
          <p className="hero__actions">
            <button
              type="button"
              className="button button--small"
              disabled={adding.loading}
              onClick={() => void save({ ...pending.input, overBookings: true, tellVisitors }, pending.form)}
            >
              Fermer quand même
            </button>
            <button type="button" className="button button--small button--ghost" onClick={() => setPending(null)}>
              Ne pas fermer
            </button>
          </p>
        </section>
      )}

      {bays.length > 0 && (
        <form
          className="agenda__bays"
          onSubmit={(event) => {
            event.preventDefault();
            const count = Number(new FormData(event.currentTarget).get('bays'));
            void act(async () => {
              await setBays({ variables: { centre: agenda.centreId, count } });
              return `L’atelier compte maintenant ${count} baie${count > 1 ? 's' : ''}.`;
            }, 'Le nombre de baies n’a pas été changé.');
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-bays`}>Baies de l’atelier (rendez-vous en même temps)</label>
            <input id={`${id}-bays`} name="bays" type="number" min={1} max={12} defaultValue={bays.length} />
          </div>
          <button type="submit" className="button button--small button--ghost" disabled={settingBays.loading}>
            Enregistrer
          </button>
        </form>
      )}

      <h3>Abonnement à l’agenda</h3>
      <p>
        Une adresse privée que Google Agenda ou Outlook suivent (« S’abonner à un agenda » / « À partir d’Internet ») :
        les rendez-vous de {centreName} y apparaissent, avec les coordonnées des clients. Gardez-la pour l’équipe.
      </p>
      {agenda.feedSince && !feedUrl && (
        <p className="side-note">
          Une adresse existe depuis le {frenchLongDate(agenda.feedSince.slice(0, 10))}. Pour la retrouver, créez-en une
          nouvelle : l’ancienne cessera de fonctionner.
        </p>
      )}
      {feedUrl && (
        <div className="field">
          <label htmlFor={`${id}-feed`}>Adresse à copier (montrée une seule fois)</label>
          <input id={`${id}-feed`} readOnly value={feedUrl} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      <p className="hero__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() =>
            void act(async () => {
              const { data } = await renewFeed({ variables: { centre: agenda.centreId } });
              setFeedUrl(data?.adminRenewBookingFeed ?? null);
              return agenda.feedSince
                ? 'Nouvelle adresse créée : l’ancienne ne fonctionne plus.'
                : 'Adresse d’abonnement créée.';
            }, 'L’adresse n’a pas été créée.')
          }
        >
          {agenda.feedSince ? 'Créer une nouvelle adresse' : 'Créer l’adresse d’abonnement'}
        </button>
        {agenda.feedSince && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() =>
              void act(async () => {
                await revokeFeed({ variables: { centre: agenda.centreId } });
                setFeedUrl(null);
                return 'Adresse d’abonnement révoquée.';
              }, 'L’adresse n’a pas été révoquée.')
            }
          >
            Révoquer l’adresse
          </button>
        )}
      </p>
    </details>
  );
}
