/** Static text of the maritime page: boats and jet-skis (spec sections 1 and 3). */

export interface TitledText {
  title: string;
  text: string;
}

/** Engines we remap. */
export const remapEngines: TitledText[] = [
  {
    title: 'Hors-bord et in-bord diesel',
    text: 'Plus de couple à bas et moyen régime pour déjauger plus vite, même chargé, et une consommation mieux maîtrisée à vitesse de croisière.',
  },
  {
    title: 'Hors-bord et in-bord essence',
    text: 'Une réponse plus franche à l’accélérateur et une courbe de puissance plus régulière, dans le respect des températures et des limites du moteur.',
  },
  {
    title: 'Jet-skis à moteur 4 temps',
    text: 'Sea-Doo à moteur Rotax, Yamaha et autres motomarines 4 temps : accélérations plus vives et reprises plus franches, dans les limites de ce que permet le calculateur de votre modèle.',
  },
];

/** Maintenance work, with the marine vocabulary owners look for. */
export const maintenanceItems: TitledText[] = [
  {
    title: 'Hivernage et remise en service',
    text: 'Rinçage du circuit de refroidissement à l’eau douce, protection anticorrosion, traitement du carburant et entretien de la batterie avant l’hiver ; contrôle complet au printemps.',
  },
  {
    title: 'Turbine de pompe à eau (impeller)',
    text: 'Une turbine usée ou durcie refroidit mal le moteur : nous la contrôlons et la remplaçons avant qu’elle ne provoque une surchauffe en mer.',
  },
  {
    title: 'Anodes',
    text: 'Elles s’usent à la place des pièces métalliques de l’embase et de la coque. Nous les changeons avec un métal adapté à l’eau dans laquelle vous naviguez.',
  },
  {
    title: 'Huiles et filtres',
    text: 'Vidange du moteur et de l’embase, filtres à huile et à carburant, séparateur d’eau : les intervalles du constructeur sont respectés et notés dans votre carnet.',
  },
];

/** What a marine diagnostic covers. */
export const diagnosticChecks: string[] = [
  'Lecture et effacement des codes défaut avec l’interface du constructeur',
  'Contrôle des paramètres moteur en fonctionnement : températures, pressions, richesse, régime',
  'Essai des capteurs, des injecteurs et du circuit de charge',
  'Bilan écrit avant un achat d’occasion ou après un comportement inhabituel',
];

/** The four questions of the page's FAQ. */
export const maritimeFaq: { question: string; answer: string }[] = [
  {
    question: 'La reprogrammation a-t-elle un effet sur la garantie du constructeur ?',
    answer:
      'Elle peut en avoir un : un constructeur peut refuser une prise en charge sur un moteur dont la cartographie a été modifiée. Vérifiez les conditions de votre garantie avant l’intervention ; nous conservons le fichier d’origine pour revenir à la configuration de série si vous le souhaitez.',
  },
  {
    question: 'Faut-il prévenir mon assureur ?',
    answer:
      'Oui. Informez votre assureur avant l’intervention : une modification de la puissance non déclarée peut réduire ou compromettre l’indemnisation en cas de sinistre. Nous vous remettons un compte rendu détaillé à lui transmettre.',
  },
  {
    question: 'Quel gain de puissance puis-je espérer ?',
    answer:
      'Tout dépend du moteur, de son état et de son utilisation. Après lecture du calculateur, nous vous donnons une estimation chiffrée ; si la marge est faible ou si le calculateur ne peut pas être modifié, nous vous le disons avant de commencer.',
  },
  {
    question: 'À quel moment prévoir l’hivernage ?',
    answer:
      'Dès la fin de votre saison de navigation, avant une immobilisation de plusieurs semaines. Prenez rendez-vous tôt : l’automne est la période la plus chargée. La remise en service se planifie quelques semaines avant votre première sortie.',
  },
];
