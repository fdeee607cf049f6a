import { SERVICE } from '@garage/contract/service-slugs';
import type { DeclaredService } from './declared-service.js';

/** Stage 1 and stage 2 remaps of the engine calculator, for every vehicle type the network takes. */
export const engineRemap: DeclaredService = {
  id: 1,
  name: 'Reprogrammation moteur',
  slug: SERVICE.engineRemap,
  shortDescription:
    'Optimisation de la cartographie de votre calculateur en stage 1 ou stage 2, après diagnostic complet, pour plus de couple et d’agrément.',
  longDescription:
    'La reprogrammation moteur consiste à ajuster les paramètres enregistrés dans le calculateur (ECU) : pression de suralimentation, quantité injectée, avance, limiteurs de couple. Les constructeurs livrent des réglages prudents, prévus pour tous les marchés et toutes les qualités de carburant. Une cartographie adaptée exploite une partie de cette marge, sans dépasser les limites mécaniques de votre moteur.\n\n' +
    'Chaque intervention commence par un diagnostic : lecture des codes défauts, contrôle des paramètres en roulant et, si besoin, mesure au banc de puissance. Le stage 1 est une optimisation purement logicielle, réservée à un moteur de série en bon état. Le stage 2 nécessite en plus des pièces matérielles adaptées (échangeur plus efficace, ligne d’échappement, admission, embrayage renforcé selon le modèle) et une calibration développée pour elles.\n\n' +
    'Les gains en ch et en Nm dépendent du moteur, de son état et du stage choisi : le configurateur en donne une estimation, nous les confirmons après le diagnostic et les mesurons au banc sur demande. Le logiciel d’origine est sauvegardé et peut être réinstallé à tout moment. Une modification des performances doit être signalée à votre assureur ; nous vous remettons un compte rendu de l’intervention pour cette démarche.',
  benefits: [
    'Couple disponible plus tôt et reprises plus franches, notamment lors des dépassements.',
    'Réglages établis pour votre moteur et son état réel, après un diagnostic complet.',
    'Consommation parfois réduite sur les moteurs turbo, selon votre style de conduite.',
    'Logiciel d’origine sauvegardé et réinstallable à tout moment.',
    'Températures et pression de suralimentation contrôlées avant et après l’intervention.',
    'Garantie de {warranty} sur la reprogrammation.',
  ],
  process: [
    'Nous faisons le point avec vous sur l’usage du véhicule, vos attentes et son historique d’entretien.',
    'Nous réalisons un diagnostic complet : codes défauts, paramètres moteur en roulant et, si nécessaire, mesure au banc de puissance.',
    'Nous lisons et sauvegardons le logiciel d’origine du calculateur, par la prise OBD ou directement sur table.',
    'Nous adaptons la cartographie en stage 1, ou en stage 2 lorsque les pièces matérielles nécessaires sont montées, puis nous l’écrivons dans le calculateur.',
    'Nous validons le résultat par un essai routier avec enregistrement des paramètres et, sur demande, par un passage au banc.',
    'Nous vous remettons le compte rendu de l’intervention et nos conseils d’entretien adaptés au nouveau réglage.',
  ],
  duration: '2 à 4 h',
  booking: { mode: 'drop-off', workMinutes: 240, benchRunMinutes: 60 },
  warranty: '2 ans ou 40 000 km',
  price: { EUR: { from: 350, to: 800 }, MAD: { from: 3500, to: 8000 } },
  vehicles: [
    {
      type: 'car',
      summary:
        'Essence ou diesel, turbo ou atmosphérique : stage 1 sur un moteur de série, stage 2 avec les pièces adaptées.',
      price: { EUR: { from: 350, to: 800 }, MAD: { from: 3500, to: 8000 } },
    },
    {
      type: 'van',
      summary:
        'Utilitaires légers diesel : plus de couple à bas régime pour les véhicules chargés ou attelés, sans toucher aux limites de charge.',
      price: { EUR: { from: 400, to: 700 }, MAD: { from: 4000, to: 7000 } },
    },
    {
      type: 'truck',
      summary:
        'Poids lourds et tracteurs routiers : calibration orientée couple et consommation, étudiée pour un moteur qui tracte plusieurs dizaines de tonnes.',
      price: { EUR: { from: 900, to: 1800 }, MAD: { from: 9000, to: 18000 } },
      workMinutes: 480,
    },
    {
      type: 'motorcycle',
      summary:
        'Motos à injection électronique : sur un moteur atmosphérique, le travail porte sur l’injection, l’allumage et les limiteurs ; l’agrément progresse plus que la puissance maximale.',
      price: { EUR: { from: 300, to: 600 }, MAD: { from: 3000, to: 6000 } },
      workMinutes: 180,
    },
    {
      type: 'boat',
      summary:
        'Moteurs marins in-bord, hors-bord et jet-skis à injection électronique, après contrôle du refroidissement et de l’hélice.',
      price: { EUR: { from: 500, to: 1200 }, MAD: { from: 5000, to: 12000 } },
      workMinutes: 360,
    },
  ],
  seo: {
    title: 'Reprogrammation moteur stage 1 et 2 | Ecuvia',
    description:
      'Reprogrammation moteur stage 1 et stage 2 après diagnostic complet, logiciel d’origine sauvegardé, garantie de {warranty}. Centres Ecuvia.',
    keywords: [
      'reprogrammation moteur',
      'reprogrammation stage 1',
      'reprogrammation stage 2',
      'optimisation moteur',
      'reprogrammation calculateur',
      'reprogrammation moteur Montpellier',
      'reprogrammation moteur Perpignan',
      'reprogrammation moteur Nice',
    ],
    schema: {
      type: 'Service',
      name: 'Reprogrammation moteur stage 1 et stage 2',
      description:
        'Optimisation de la cartographie du calculateur moteur en stage 1 (logiciel seul) ou stage 2 (avec pièces matérielles), réalisée après diagnostic complet.',
    },
  },
  images: {
    hero: '/images/services/reprogrammation-moteur/hero.webp',
    gallery: [
      '/images/services/reprogrammation-moteur/gallery-1.webp',
      '/images/services/reprogrammation-moteur/gallery-2.webp',
      '/images/services/reprogrammation-moteur/gallery-3.webp',
    ],
    icon: '/images/services/reprogrammation-moteur/icon.svg',
  },
  technicalSpecs: {
    equipmentUsed: [
      'Outil de diagnostic multimarque OBD',
      'Interface de lecture et d’écriture des calculateurs par la prise OBD',
      'Outil de programmation sur table (mode boot ou BDM) pour les calculateurs verrouillés',
      'Enregistreur de données pour les essais routiers',
      'Logiciel d’édition de cartographies',
      'Banc de puissance à rouleaux',
    ],
    supportedVehicles: [
      'Voitures particulières à moteur essence turbo ou atmosphérique',
      'Moteurs diesel à injection directe common rail',
      'Véhicules utilitaires légers',
      'Certains véhicules hybrides, après étude de faisabilité',
    ],
    limitations: [
      'Les gains affichés par le configurateur sont des estimations ; le gain réel dépend du moteur et de son état, et se mesure au banc.',
      'Le stage 2 n’est pas réalisé sans les pièces matérielles nécessaires (échappement, échangeur, embrayage selon le modèle).',
      'Certains calculateurs récents sont protégés et ne peuvent pas encore être lus ou réécrits.',
      'Un moteur présentant un défaut (fuite, injecteur usé, embrayage fatigué) doit être réparé avant toute reprogrammation.',
    ],
  },
  faq: [
    {
      question: 'La reprogrammation peut-elle abîmer mon moteur ?',
      answer:
        'Une reprogrammation bien menée reste dans les marges de sécurité des pièces d’origine : températures, pression de suralimentation et couple sont contrôlés. C’est pourquoi nous commençons toujours par un diagnostic et refusons d’intervenir sur un moteur en mauvais état. Un entretien régulier reste indispensable pour préserver la fiabilité.',
    },
    {
      question: 'Quelle est la différence entre le stage 1 et le stage 2 ?',
      answer:
        'Le stage 1 est une optimisation purement logicielle sur un véhicule de série. Le stage 2 exige des pièces matérielles adaptées, par exemple un échangeur plus efficace, une ligne d’échappement ou un embrayage renforcé, ainsi qu’une cartographie développée pour ces pièces. Nous établissons un devis détaillé qui inclut les pièces nécessaires à votre véhicule.',
    },
    {
      question: 'Combien de chevaux vais-je gagner ?',
      answer:
        'Les chiffres de notre configurateur sont des estimations : ils sont calculés à partir de la puissance et du couple d’origine selon le type de moteur, pour vous donner un ordre de grandeur avant de venir. Le gain réel dépend de l’état de votre moteur et du stage choisi : nous le confirmons après le diagnostic, et seule une mesure au banc de puissance, avant et après l’intervention, donne des chiffres mesurés. Une estimation n’est donc jamais un gain garanti.',
    },
    {
      question: 'Peut-on revenir à la configuration d’origine ?',
      answer:
        'Oui. Le logiciel d’origine est lu et sauvegardé avant toute modification. Nous pouvons le réinstaller à votre demande, par exemple avant une revente.',
    },
    {
      question: 'Dois-je prévenir mon assureur ?',
      answer:
        'Oui, nous vous le recommandons. Une reprogrammation modifie les performances du véhicule, et votre assureur doit en connaître les caractéristiques réelles pour vous couvrir correctement. Le compte rendu d’intervention que nous vous remettons vous servira pour cette démarche.',
    },
  ],
};
