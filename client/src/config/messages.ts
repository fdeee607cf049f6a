/** User-facing French text that the spec fixes word for word, in one catalogue. */
export const messages = {
  selectCentreToContinue: 'Veuillez sélectionner votre centre pour continuer',
  galleryFetchFailed: 'Erreur lors de la récupération des réalisations',
  unknownError: 'Erreur inconnue',
  noRealisationTitle: 'Aucune réalisation trouvée',
  noRealisationForCentre: "Aucune réalisation n'est disponible pour ce centre pour le moment.",
  imageUnavailable: 'Image non disponible',
  loading: 'Chargement…',
  loadFailed: 'Le chargement a échoué. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  // Beyond the spec: « Trouver mon véhicule » after the visitor left the centre modal without choosing.
  centreNeededForConfigurator:
    'Un centre est nécessaire pour trouver votre véhicule : le devis et les réalisations proposés sont ceux de votre centre. Choisissez-le pour continuer.',
  chooseMyCentre: 'Choisir mon centre',
} as const;
