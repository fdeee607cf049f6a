/**
 * The operation the API playground (client/src/playground) opens with: the gateway's tests check it against the API's
 * cost and alias limits, so that the first example a developer runs is never refused.
 */
export const defaultQuery = `# Bienvenue dans l’API GraphQL du réseau.
# Ctrl+Entrée exécute la requête ; la documentation du schéma est dans le panneau de gauche.
# Opérations d’administration : mettez le jeton dans l’onglet Headers, par exemple
# { "Authorization": "Bearer <jeton>" } (adminLogin le renvoie).
query Reseau {
  site { brandName contactEmail contactPhone }
  centres { id name address phone coordinates { lat lng } }
  services { slug name price { from to unit } duration warranty }
}
`;
