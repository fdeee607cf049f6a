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
} as const;
