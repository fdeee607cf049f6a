/**
 * Static text of the franchise page (spec section 2, "Franchise page"). The figures, the manual-processing delay
 * and the brochure address come from the API (`FranchiseFacts`); everything here renders without waiting for it.
 */

export interface TitledText {
  title: string;
  text: string;
}

/** "La famille": what the network and its people bring to a new partner. */
export const familyPoints: TitledText[] = [
  {
    title: 'Des techniciens qui se connaissent',
    text: 'Chaque centre est tenu par des passionnés de mécanique et d’électronique. Ils échangent chaque jour sur les véhicules délicats, les pannes rares et les bonnes pratiques : une question posée le matin trouve souvent sa réponse avant midi.',
  },
  {
    title: 'Des ingénieurs à vos côtés',
    text: 'Nos ingénieurs de calibration écrivent et vérifient les fichiers du réseau. Vous les joignez directement lorsqu’un calculateur résiste ou qu’un client a une demande particulière.',
  },
  {
    title: 'Une formation avant l’ouverture',
    text: 'Lecture et écriture des calculateurs, diagnostic, mesures au banc, accueil du client : vous vous formez dans un centre en activité, puis nous vous accompagnons lors de vos premières interventions.',
  },
];

/** The communication strategy, in the spec's four steps and order. */
export const communicationSteps: TitledText[] = [
  {
    title: 'Stratégie',
    text: 'Nous étudions avec vous votre zone, vos concurrents et votre clientèle pour fixer les services à mettre en avant et le rythme de vos prises de parole.',
  },
  {
    title: 'Réseaux sociaux',
    text: 'Photos et vidéos de vos réalisations, mesures avant et après : nous vous fournissons un calendrier de publications et des modèles prêts à l’emploi pour vos comptes.',
  },
  {
    title: 'Publicité',
    text: 'Des campagnes locales ciblées sur les propriétaires de véhicules de votre secteur, suivies et ajustées chaque mois selon les demandes de devis qu’elles apportent.',
  },
  {
    title: 'Événements',
    text: 'Journées banc de puissance, rassemblements et salons : nous vous aidons à les organiser pour rencontrer vos futurs clients sur le terrain.',
  },
];

/** Tuning parts sold through the network. */
export const tuningParts: TitledText[] = [
  {
    title: 'Kits d’admission',
    text: 'Filtres et boîtes à air qui facilitent l’arrivée d’air au moteur, choisis pour chaque modèle et montés sans modification irréversible.',
  },
  {
    title: 'Downpipes',
    text: 'Tubulures d’échappement placées en sortie de turbo, pour diminuer la contre-pression et accompagner une reprogrammation de stage 2.',
  },
  {
    title: 'Intercoolers',
    text: 'Échangeurs plus volumineux qui refroidissent mieux l’air d’admission et maintiennent les performances lors d’un usage soutenu.',
  },
];
