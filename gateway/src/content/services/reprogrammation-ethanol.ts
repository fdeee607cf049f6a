import { SERVICE } from '@garage/contract/service-slugs';
import type { DeclaredService, MarketRewording } from './declared-service.js';

/**
 * The E85 saving, written once per market (texts say `{e85Savings}`). The spec quotes 30 % and 40 %: both hold, against
 * different fuels (the saving grows with the price of the petrol the E85 replaces).
 */
export const E85_SAVINGS: Record<'FR' | 'MA', string> = {
  FR: 'jusqu’à 30 % d’économie sur le budget carburant face au SP95-E10, et jusqu’à 40 % face au SP98',
  MA: 'une économie sur le budget carburant là où l’E85 est vendu nettement moins cher que le sans-plomb',
};

/** Flex-fuel conversion to E85 by calibration; its savings are market-specific (`E85_SAVINGS`). */
export const e85Conversion: DeclaredService = {
  id: 3,
  name: 'Conversion éthanol E85',
  slug: SERVICE.e85Conversion,
  shortDescription:
    'Conversion flex-fuel de votre moteur essence par calibration logicielle, pour rouler au superéthanol E85 : {e85Savings}.',
  longDescription:
    'Le superéthanol E85 contient jusqu’à 85 % d’éthanol d’origine agricole et coûte nettement moins cher à la pompe que le SP95 ou le SP98. Notre conversion flex-fuel par calibration logicielle adapte l’injection et l’allumage de votre moteur pour qu’il fonctionne indifféremment à l’E85, au sans-plomb ou avec un mélange des deux, sans boîtier additionnel sous le capot.\n\n' +
    'L’éthanol fournit moins d’énergie par litre que l’essence : la consommation augmente de 15 à 20 % environ. Le prix au litre étant bien plus bas, comptez {e85Savings}, selon les prix à la pompe et votre usage. Avant la conversion, nous vérifions la compatibilité du moteur et l’état des bougies, des injecteurs et de la pompe à carburant, puis nous validons le démarrage à froid et la combustion par des essais.\n\n' +
    'Après l’intervention, le certificat d’immatriculation (carte grise) doit être mis à jour pour mentionner le nouveau carburant. La gratuité de cette modification dépend des cas : certaines régions exonèrent totalement ou partiellement la taxe régionale pour les véhicules convertis à l’E85. Nous vous expliquons la démarche et vous remettons les justificatifs liés à l’intervention.',
  benefits: [
    'Économies : {e85Savings}, selon les prix à la pompe et votre usage.',
    'Liberté de rouler à l’E85, au sans-plomb ou avec un mélange des deux, sans manipulation.',
    'Conversion purement logicielle, sans boîtier ajouté sous le capot.',
    'Démarrage à froid et ralenti vérifiés lors des essais de validation.',
    'Carburant renouvelable d’origine agricole, qui réduit les émissions de CO2 d’origine fossile.',
    'Garantie de {warranty}.',
  ],
  process: [
    'Nous vérifions la compatibilité de votre moteur : type d’injection, débit des injecteurs et version du calculateur.',
    'Nous réalisons un diagnostic complet : codes défauts, état des bougies, des injecteurs et de la pompe à carburant, corrections de richesse.',
    'Nous sauvegardons le logiciel d’origine puis écrivons la calibration flex-fuel dans le calculateur.',
    'Nous procédons aux essais à l’E85 : démarrage, ralenti, montée en charge et contrôle des corrections de richesse enregistrées.',
    'Nous contrôlons les émissions à l’analyseur de gaz d’échappement.',
    'Nous vous remettons nos conseils d’utilisation et vous expliquons la mise à jour de votre carte grise.',
  ],
  duration: '4 à 6 h',
  booking: { mode: 'drop-off', workMinutes: 360 },
  warranty: '2 ans pièces et main-d’œuvre',
  price: { EUR: { from: 890, to: 1200 }, MAD: { from: 8900, to: 12000 } },
  vehicles: [
    {
      type: 'car',
      summary:
        'Moteurs essence compatibles, à injection indirecte ou directe après étude : calibration flex-fuel sans boîtier.',
      price: { EUR: { from: 890, to: 1200 }, MAD: { from: 8900, to: 12000 } },
    },
    {
      type: 'van',
      summary:
        'Utilitaires légers à moteur essence compatibles : même calibration, avec un contrôle du débit de la pompe à carburant en charge.',
      price: { EUR: { from: 950, to: 1300 }, MAD: { from: 9500, to: 13000 } },
    },
  ],
  seo: {
    title: 'Conversion éthanol E85 flex-fuel | Ecuvia',
    description:
      'Conversion E85 par calibration logicielle : {e85Savings}, sans boîtier additionnel. Garantie de {warranty} chez Ecuvia.',
    keywords: [
      'conversion E85',
      'reprogrammation éthanol',
      'flex-fuel',
      'superéthanol E85',
      'passer à l’E85',
      'conversion éthanol sans boîtier',
      'conversion E85 Montpellier',
      'conversion E85 Perpignan',
    ],
    schema: {
      type: 'Service',
      name: 'Conversion éthanol E85 par calibration logicielle',
      description:
        'Conversion flex-fuel des moteurs essence compatibles par reprogrammation du calculateur, pour rouler à l’E85, au sans-plomb ou avec un mélange des deux.',
    },
  },
  images: {
    hero: '/images/services/reprogrammation-ethanol/hero.webp',
    gallery: [
      '/images/services/reprogrammation-ethanol/gallery-1.webp',
      '/images/services/reprogrammation-ethanol/gallery-2.webp',
      '/images/services/reprogrammation-ethanol/gallery-3.webp',
    ],
    icon: '/images/services/reprogrammation-ethanol/icon.svg',
  },
  technicalSpecs: {
    equipmentUsed: [
      'Outil de diagnostic multimarque OBD',
      'Interface de lecture et d’écriture des calculateurs moteur',
      'Enregistreur de données pour le suivi des corrections de richesse',
      'Analyseur de gaz d’échappement',
      'Oscilloscope pour le contrôle des injecteurs et de l’allumage',
    ],
    supportedVehicles: [
      'Voitures particulières à moteur essence à injection indirecte compatibles',
      'Moteurs essence à injection directe, après étude au cas par cas',
      'Certains véhicules hybrides essence, après vérification du calculateur',
      'Véhicules utilitaires légers à moteur essence',
    ],
    limitations: [
      'Les moteurs diesel ne peuvent pas être convertis à l’E85.',
      'Certains moteurs ne sont pas compatibles (débit d’injecteurs insuffisant, calculateur protégé) : nous le vérifions avant tout engagement.',
      'La consommation augmente de 15 à 20 % environ, ce qui réduit l’autonomie pour un même plein.',
      'Sur un véhicule encore sous garantie constructeur, une modification du logiciel peut vous être opposée en cas de panne moteur.',
    ],
  },
  faq: [
    {
      question: 'Combien vais-je réellement économiser ?',
      answer:
        'Comptez {e85Savings}. L’économie dépend de l’écart de prix entre l’E85 et le sans-plomb au moment du plein, de votre kilométrage et de la hausse de consommation, de l’ordre de 15 à 20 %. Plus vous roulez, plus la conversion est vite amortie.',
    },
    {
      question: 'Pourquoi la consommation augmente-t-elle ?',
      answer:
        'L’éthanol contient moins d’énergie par litre que l’essence. Le moteur doit donc en injecter davantage pour fournir le même travail, d’où une consommation supérieure de 15 à 20 % environ. Le prix au litre nettement plus bas compense largement cette hausse.',
    },
    {
      question: 'Pourrai-je encore rouler au sans-plomb ?',
      answer:
        'Oui. La calibration flex-fuel s’adapte au mélange présent dans le réservoir : E85, SP95-E10, SP98 ou un mélange des deux. Vous pouvez donc faire le plein là où l’E85 n’est pas disponible.',
    },
    {
      question: 'Faut-il modifier la carte grise ?',
      answer:
        'Oui, le certificat d’immatriculation doit être mis à jour pour indiquer le nouveau carburant. La gratuité de la démarche dépend des cas : certaines régions exonèrent totalement ou partiellement la taxe régionale pour les véhicules convertis à l’E85. Nous vous expliquons la procédure et les justificatifs à fournir.',
    },
    {
      question: 'Le démarrage à froid pose-t-il problème ?',
      answer:
        'L’éthanol s’évapore moins facilement que l’essence, ce qui peut compliquer les démarrages par grand froid. La calibration enrichit le mélange au démarrage, et nous la validons par des essais. Dans le climat du sud de la France, la gêne est rare, d’autant que la composition de l’E85 vendu en hiver est ajustée pour faciliter les démarrages.',
    },
  ],
};

/** The E85 texts that hold only in France (pump prices, registration, climate), as other markets read them. */
export const e85ConversionRewording: MarketRewording = {
  MA: [
    [
      'pour rouler au superéthanol E85 : {e85Savings}.',
      'pour rouler au superéthanol E85 là où il est distribué, et au sans-plomb partout ailleurs.',
    ],
    [
      'd’origine agricole et coûte nettement moins cher à la pompe que le SP95 ou le SP98.',
      'd’origine agricole. Sa distribution au Maroc reste limitée : avant toute conversion, nous vérifions avec vous qu’un approvisionnement régulier existe sur vos trajets.',
    ],
    [
      'Le prix au litre étant bien plus bas, comptez {e85Savings}, selon les prix à la pompe et votre usage.',
      'L’économie dépend donc de l’écart de prix entre l’E85 et le sans-plomb là où vous faites le plein ; sans E85 à proximité, la conversion n’a pas d’intérêt économique.',
    ],
    [
      'Après l’intervention, le certificat d’immatriculation (carte grise) doit être mis à jour pour mentionner le nouveau carburant. La gratuité de cette modification dépend des cas : certaines régions exonèrent totalement ou partiellement la taxe régionale pour les véhicules convertis à l’E85. Nous vous expliquons la démarche et vous remettons les justificatifs liés à l’intervention.',
      'Un changement de carburant peut devoir être déclaré sur les documents du véhicule et à votre assureur : nous vous remettons un compte rendu de l’intervention pour ces démarches.',
    ],
    [
      'Économies : {e85Savings}, selon les prix à la pompe et votre usage.',
      'Une économie sur le budget carburant là où l’E85 est vendu moins cher que le sans-plomb.',
    ],
    [
      '{e85Savings}, sans boîtier additionnel.',
      'pour rouler à l’E85 là où il est distribué, sans boîtier additionnel.',
    ],
    [
      'Comptez {e85Savings}. L’économie dépend de l’écart de prix',
      'L’économie dépend d’abord de la présence de l’E85 sur vos trajets, puis de l’écart de prix',
    ],
    [
      'Le prix au litre nettement plus bas compense largement cette hausse.',
      'Seul un prix au litre nettement plus bas compense cette hausse.',
    ],
    ['E85, SP95-E10, SP98 ou un mélange des deux.', 'E85, sans-plomb ou un mélange des deux.'],
    ['Faut-il modifier la carte grise ?', 'Faut-il déclarer la conversion ?'],
    [
      'Nous vous remettons nos conseils d’utilisation et vous expliquons la mise à jour de votre carte grise.',
      'Nous vous remettons nos conseils d’utilisation et le compte rendu de l’intervention pour vos démarches.',
    ],
    [
      'Oui, le certificat d’immatriculation doit être mis à jour pour indiquer le nouveau carburant. La gratuité de la démarche dépend des cas : certaines régions exonèrent totalement ou partiellement la taxe régionale pour les véhicules convertis à l’E85. Nous vous expliquons la procédure et les justificatifs à fournir.',
      'Renseignez-vous auprès de l’administration et de votre assureur : un changement de carburant peut devoir figurer sur les documents du véhicule. Nous vous remettons le compte rendu de l’intervention qui vous servira pour ces démarches.',
    ],
    [
      'Dans le climat du sud de la France, la gêne est rare, d’autant que la composition de l’E85 vendu en hiver est ajustée pour faciliter les démarrages.',
      'Sous un climat doux, la gêne est rare.',
    ],
  ],
};
