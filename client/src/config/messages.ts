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

/** The admin screen's texts (spec sections 2, 4, 5 and 8), word for word where the spec gives them. */
export const adminMessages = {
  loginRejected: 'Erreur de connexion',
  loginNetworkFailure: 'Erreur de connexion au serveur',
  loginMissingFields: 'Le nom d’utilisateur et le mot de passe sont obligatoires',
  sessionExpired: 'Votre session a expiré : reconnectez-vous.',
  listFailed: 'Erreur lors du chargement des réalisations',
  statusFailed: 'Erreur lors de la mise à jour du statut',
  featuredFailed: 'Erreur lors de la mise à jour',
  deleteFailed: 'Erreur lors de la suppression',
  saveFailed: 'Erreur lors de la sauvegarde',
  // Beyond the spec: the public order changed from the list.
  reorderFailed: 'Erreur lors du changement d’ordre',
  uploadFailed: "Erreur lors de l'upload",
  centreAndTitleRequired: 'Le centre et le titre sont obligatoires',
  brandAndModelRequired: 'La marque et le modèle du véhicule sont obligatoires',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette réalisation ?',
  emptyList: 'Aucune réalisation trouvée',
  newRealisation: 'Nouvelle Réalisation',
  createTitle: 'Nouvelle réalisation',
  editTitle: 'Modifier la réalisation',
  uploading: 'Upload en cours...',
  saving: 'Sauvegarde...',
  submitEdit: 'Modifier',
  submitCreate: 'Créer',
} as const;
