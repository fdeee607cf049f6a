import { useAdminCentreContactsQuery } from '../../../gql/admin/hooks';

/**
 * The centre's phone and the address of its notices, under its agenda's heading, saying when the network's stand in
 * for its own: visitors are then given the network's number, and its notices go to the network's mailbox.
 */
export function CentreContactsNote({ centre }: { centre: string }) {
  const contacts = useAdminCentreContactsQuery({ variables: { centre } }).data?.adminCentreContacts;
  if (!contacts) return null;
  return (
    <p className="agenda__contacts">
      <span>
        Téléphone : {contacts.phone}
        {contacts.phoneFromNetwork && ' — Téléphone du réseau (le centre n’a pas le sien)'}
      </span>
      <span>
        Avis par e-mail : {contacts.noticeEmail}
        {contacts.emailFromNetwork && ' — Adresse du réseau (le centre n’a pas la sienne)'}
      </span>
    </p>
  );
}
