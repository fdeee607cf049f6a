/** Kept apart from config/messages.ts: public pages never download the admin's texts. */
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
