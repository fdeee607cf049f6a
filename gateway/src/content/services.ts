import type { ServiceContent } from './types.js';

/**
 * What the bench's « mesures certifiées » promise, and what they do not: written once, quoted by the bench service's
 * page and by the general conditions (article 5), so the page never promises more than the conditions.
 */
/**
 * The E85 saving, written once per market (texts say `{e85Savings}`). The spec quotes 30 % and 40 %: both hold, against
 * different fuels (the saving grows with the price of the petrol the E85 replaces).
 */
export const E85_SAVINGS: Record<'FR' | 'MA', string> = {
  FR: 'jusqu’à 30 % d’économie sur le budget carburant face au SP95-E10, et jusqu’à 40 % face au SP98',
  MA: 'une économie sur le budget carburant là où l’E85 est vendu nettement moins cher que le sans-plomb',
};

export const BENCH_MEASURES_TERMS =
  'Les mesures sont certifiées : réalisées sur un banc étalonné, avec une correction normalisée, et consignées dans un rapport daté. Elles ne garantissent pas un résultat : les valeurs dépendent des conditions de mesure et de l’état du véhicule.';

/**
 * The services offered by the network, in display order. Prices are indicative ranges in euros; the exact amount is
 * given on the quote after diagnosis.
 */
export const services: ServiceContent[] = [
  {
    id: 1,
    name: 'Reprogrammation moteur',
    slug: 'reprogrammation-moteur',
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
    booking: { mode: 'drop-off', workMinutes: 240 },
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
      },
      {
        type: 'motorcycle',
        summary:
          'Motos à injection électronique : sur un moteur atmosphérique, le travail porte sur l’injection, l’allumage et les limiteurs ; l’agrément progresse plus que la puissance maximale.',
        price: { EUR: { from: 300, to: 600 }, MAD: { from: 3000, to: 6000 } },
      },
      {
        type: 'boat',
        summary:
          'Moteurs marins in-bord, hors-bord et jet-skis à injection électronique, après contrôle du refroidissement et de l’hélice.',
        price: { EUR: { from: 500, to: 1200 }, MAD: { from: 5000, to: 12000 } },
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
  },
  {
    id: 2,
    name: 'Reprogrammation de boîte de vitesses',
    slug: 'reprogrammation-boite-vitesse',
    shortDescription:
      'Optimisation du logiciel de votre boîte automatique (DSG, ZF 8HP, EAT8…) pour des passages plus rapides et adaptés au couple du moteur.',
    longDescription:
      'Sur une boîte automatique ou à double embrayage, le calculateur de transmission (TCU) décide du moment des changements de rapport, de la pression appliquée aux embrayages et du couple accepté en entrée. Ses réglages d’origine privilégient le confort et les cycles d’homologation, au prix de temps de réponse parfois longs ou de rétrogradages hésitants.\n\n' +
      'Nous intervenons sur les principales transmissions du marché : boîtes à double embrayage DSG / DQ du groupe Volkswagen, boîtes à convertisseur ZF 8HP, EAT8 des modèles Stellantis, et d’autres après vérification de compatibilité. La reprogrammation ajuste les points de passage, la rapidité des changements, le comportement en mode manuel et les limiteurs de couple, ce qui devient souvent nécessaire après une reprogrammation moteur importante.\n\n' +
      'Avant toute modification, nous contrôlons l’état de la boîte : codes défauts, valeurs d’adaptation, température et niveau d’huile. Une boîte qui patine ou donne des à-coups doit d’abord être entretenue ou réparée, car un logiciel ne corrige pas une usure mécanique. Le logiciel d’origine est sauvegardé et peut être réinstallé à votre demande.',
    benefits: [
      'Changements de rapport plus rapides et plus nets, en mode automatique comme en mode manuel.',
      'Points de passage adaptés à votre conduite et au couple réel du moteur.',
      'Limiteurs de couple relevés de façon maîtrisée après une reprogrammation moteur.',
      'Rétrogradages plus réactifs et moins d’hésitations à la relance.',
      'Logiciel d’origine sauvegardé et réinstallable.',
      'Garantie de {warranty} sur la reprogrammation.',
    ],
    process: [
      'Nous recueillons vos attentes et vérifions la compatibilité de votre transmission et de sa version logicielle.',
      'Nous diagnostiquons la boîte : codes défauts, valeurs d’adaptation, température, niveau d’huile et essai routier.',
      'Nous lisons et sauvegardons le logiciel d’origine du calculateur de boîte.',
      'Nous écrivons la calibration adaptée, en cohérence avec la cartographie moteur du véhicule.',
      'Nous réinitialisons les adaptations et réalisons la procédure d’apprentissage prévue pour la boîte.',
      'Nous validons le résultat par un essai routier et vous expliquons le nouveau comportement de la transmission.',
    ],
    duration: '3 à 5 h',
    booking: { mode: 'drop-off', workMinutes: 300 },
    warranty: '1 an ou 20 000 km',
    price: { EUR: { from: 450, to: 650 }, MAD: { from: 4500, to: 6500 } },
    vehicles: [
      {
        type: 'car',
        summary: 'Boîtes automatiques et à double embrayage : DSG / DQ, ZF 8HP, EAT8 et autres après vérification.',
        price: { EUR: { from: 450, to: 650 }, MAD: { from: 4500, to: 6500 } },
      },
      {
        type: 'van',
        summary:
          'Utilitaires à boîte automatique : passages adaptés à la charge et au couple, rétrogradages plus sûrs en descente.',
        price: { EUR: { from: 500, to: 750 }, MAD: { from: 5000, to: 7500 } },
      },
    ],
    seo: {
      title: 'Reprogrammation boîte auto DSG, ZF 8HP, EAT8 | Ecuvia',
      description:
        'Reprogrammation de boîte automatique DSG, ZF 8HP ou EAT8 : passages plus rapides, couple mieux géré, logiciel d’origine sauvegardé. Garantie de {warranty}.',
      keywords: [
        'reprogrammation boîte automatique',
        'reprogrammation boîte DSG',
        'reprogrammation ZF 8HP',
        'reprogrammation EAT8',
        'reprogrammation TCU',
        'optimisation boîte de vitesses',
        'reprogrammation boîte DQ381',
      ],
      schema: {
        type: 'Service',
        name: 'Reprogrammation de boîte de vitesses automatique',
        description:
          'Optimisation du calculateur de transmission des boîtes automatiques et à double embrayage (DSG / DQ, ZF 8HP, EAT8) : points de passage, rapidité et limiteurs de couple.',
      },
    },
    images: {
      hero: '/images/services/reprogrammation-boite-vitesse/hero.webp',
      gallery: [
        '/images/services/reprogrammation-boite-vitesse/gallery-1.webp',
        '/images/services/reprogrammation-boite-vitesse/gallery-2.webp',
        '/images/services/reprogrammation-boite-vitesse/gallery-3.webp',
      ],
      icon: '/images/services/reprogrammation-boite-vitesse/icon.svg',
    },
    technicalSpecs: {
      equipmentUsed: [
        'Outil de diagnostic multimarque avec accès au calculateur de boîte',
        'Interface de lecture et d’écriture des calculateurs de transmission par la prise OBD',
        'Outil de programmation sur table pour les calculateurs inaccessibles par OBD',
        'Enregistreur de données pour l’analyse des changements de rapport en roulant',
        'Équipement de contrôle du niveau d’huile de boîte à température',
      ],
      supportedVehicles: [
        'Boîtes à double embrayage DSG / DQ du groupe Volkswagen (DQ200, DQ250, DQ381, DQ500)',
        'Boîtes automatiques à convertisseur ZF 8HP',
        'Boîtes automatiques EAT8 des modèles Stellantis',
        'Autres transmissions automatiques, après vérification de compatibilité',
      ],
      limitations: [
        'Une boîte qui patine ou donne des à-coups doit d’abord être diagnostiquée et réparée.',
        'Le logiciel ne renforce pas la mécanique : les limites de couple des embrayages ou du convertisseur restent à respecter.',
        'Certaines versions logicielles récentes ne sont pas encore compatibles.',
        'Une huile de boîte usée ou un niveau incorrect doit être corrigé avant l’intervention.',
      ],
    },
    faq: [
      {
        question: 'Faut-il reprogrammer la boîte après une reprogrammation moteur ?',
        answer:
          'Cela dépend de la boîte et du couple visé. Certaines transmissions acceptent un stage 1 sans modification, d’autres limitent le couple transmis ou changent de rapport de façon inadaptée. Nous vous conseillons après avoir vérifié les marges de votre boîte.',
      },
      {
        question: 'La reprogrammation use-t-elle la boîte plus vite ?',
        answer:
          'Une calibration sérieuse respecte les limites mécaniques des embrayages et du convertisseur. Des passages plus rapides ne signifient pas des chocs plus violents : la pression reste gérée de façon progressive. Une vidange de boîte aux échéances prévues, ou plus fréquente en usage sportif, reste la meilleure protection.',
      },
      {
        question: 'Quelles boîtes pouvez-vous reprogrammer ?',
        answer:
          'Nous travaillons notamment sur les boîtes à double embrayage DSG / DQ, les ZF 8HP et les EAT8. D’autres transmissions sont compatibles selon leur calculateur et leur version logicielle. Communiquez-nous le modèle et l’immatriculation du véhicule pour une vérification avant le rendez-vous.',
      },
      {
        question: 'Le confort au quotidien sera-t-il dégradé ?',
        answer:
          'Non, si la calibration est adaptée à votre usage. Nous pouvons conserver un mode normal souple et réserver les réglages les plus vifs au mode sport ou manuel. Nous en discutons avec vous avant l’intervention.',
      },
      {
        question: 'Peut-on revenir au logiciel d’origine ?',
        answer:
          'Oui, le logiciel d’origine du calculateur de boîte est sauvegardé avant toute modification. Il peut être réinstallé à votre demande, suivi de la procédure d’apprentissage de la boîte.',
      },
    ],
  },
  {
    id: 3,
    name: 'Conversion éthanol E85',
    slug: 'reprogrammation-ethanol',
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
  },
  {
    id: 4,
    name: 'Diagnostic automobile',
    slug: 'diagnostic-auto',
    shortDescription:
      'Recherche de pannes par outil de diagnostic, mesures électriques et essai routier, avec un rapport écrit détaillé et un devis des réparations.',
    longDescription:
      'Un voyant allumé, une perte de puissance, un ralenti instable ou une consommation anormale : le diagnostic permet d’identifier la cause avant de remplacer la moindre pièce. Nous interrogeons l’ensemble des calculateurs accessibles du véhicule (moteur, boîte, freinage, airbags, climatisation…), puis nous analysons les paramètres en fonctionnement.\n\n' +
      'La lecture des codes défauts n’est qu’un point de départ. Nos techniciens vérifient les informations par des mesures : oscilloscope sur les capteurs et les actionneurs, contrôle de la pression de suralimentation, recherche de fuites, analyse des gaz d’échappement et essai routier avec enregistrement. Cette méthode évite les remplacements de pièces au hasard, souvent coûteux et inutiles.\n\n' +
      'Vous recevez un rapport écrit qui présente les défauts constatés, leur cause probable, les mesures réalisées et les réparations recommandées, accompagné d’un devis. {warranty}. Le diagnostic est aussi la première étape de toute reprogrammation chez Ecuvia : les gains du configurateur sont des estimations, et nous ne confirmons un gain qu’après avoir vérifié l’état du moteur.',
    benefits: [
      'Identification de la cause réelle de la panne avant tout remplacement de pièce.',
      'Lecture de l’ensemble des calculateurs accessibles, pas seulement celui du moteur.',
      'Codes défauts confirmés par des mesures à l’oscilloscope et à l’analyseur de gaz.',
      '{warranty}, avec le devis des réparations conseillées.',
      'Bilan utile avant un achat d’occasion, un long trajet ou une reprogrammation.',
    ],
    process: [
      'Nous recueillons vos observations : symptômes, conditions d’apparition et historique d’entretien.',
      'Nous lisons les codes défauts et les données associées de tous les calculateurs accessibles.',
      'Nous analysons les paramètres en fonctionnement, à l’arrêt puis lors d’un essai routier enregistré.',
      'Nous confirmons la cause par des mesures ciblées : oscilloscope, multimètre, recherche de fuites, analyse des gaz.',
      'Nous rédigeons le rapport avec les réparations recommandées et un devis, puis nous vous l’expliquons de vive voix.',
    ],
    duration: '1 à 2 h',
    booking: { mode: 'appointment', workMinutes: 120 },
    warranty: 'Rapport garanti 30 jours',
    price: { EUR: { from: 80, to: 150 }, MAD: { from: 800, to: 1500 } },
    vehicles: [
      {
        type: 'car',
        summary: 'Lecture de tous les calculateurs accessibles, mesures et essai routier.',
        price: { EUR: { from: 80, to: 150 }, MAD: { from: 800, to: 1500 } },
      },
      {
        type: 'van',
        summary: 'Utilitaires légers : mêmes contrôles, essai routier en charge si la panne l’exige.',
        price: { EUR: { from: 90, to: 170 }, MAD: { from: 900, to: 1700 } },
      },
      {
        type: 'truck',
        summary:
          'Poids lourds : diagnostic des calculateurs moteur, boîte, freinage et AdBlue / SCR avec un outil dédié aux véhicules industriels.',
        price: { EUR: { from: 150, to: 300 }, MAD: { from: 1500, to: 3000 } },
      },
      {
        type: 'motorcycle',
        summary: 'Motos à injection électronique : lecture des défauts, contrôle de l’allumage et de l’injection.',
        price: { EUR: { from: 60, to: 120 }, MAD: { from: 600, to: 1200 } },
      },
      {
        type: 'boat',
        summary:
          'Moteurs marins : lecture du calculateur, contrôle du refroidissement et des anodes, essai sur l’eau ou au bac.',
        price: { EUR: { from: 120, to: 250 }, MAD: { from: 1200, to: 2500 } },
      },
    ],
    seo: {
      title: 'Diagnostic automobile complet | Ecuvia',
      description:
        'Diagnostic automobile complet : lecture de tous les calculateurs, mesures à l’oscilloscope, essai routier et rapport écrit. {warranty}. Dès {priceFrom}.',
      keywords: [
        'diagnostic automobile',
        'diagnostic voiture',
        'voyant moteur allumé',
        'lecture codes défauts',
        'diagnostic électronique auto',
        'recherche de panne voiture',
        'diagnostic auto Montpellier',
        'diagnostic auto Béziers',
      ],
      schema: {
        type: 'Service',
        name: 'Diagnostic automobile',
        description:
          'Recherche de pannes sur l’ensemble des calculateurs du véhicule, confirmée par des mesures et un essai routier, avec rapport écrit et devis des réparations.',
      },
    },
    images: {
      hero: '/images/services/diagnostic-auto/hero.webp',
      gallery: [
        '/images/services/diagnostic-auto/gallery-1.webp',
        '/images/services/diagnostic-auto/gallery-2.webp',
        '/images/services/diagnostic-auto/gallery-3.webp',
      ],
      icon: '/images/services/diagnostic-auto/icon.svg',
    },
    technicalSpecs: {
      equipmentUsed: [
        'Outil de diagnostic multimarque OBD',
        'Oscilloscope automobile',
        'Multimètre et pince ampèremétrique',
        'Analyseur de gaz d’échappement',
        'Générateur de fumée pour la recherche de fuites d’admission',
        'Testeur de batterie et de circuit de charge',
      ],
      supportedVehicles: [
        'Voitures particulières essence et diesel',
        'Véhicules hybrides, pour la lecture des calculateurs et les essais',
        'Véhicules utilitaires légers',
      ],
      limitations: [
        'Certaines pannes intermittentes demandent plusieurs essais ou un enregistrement prolongé pour être reproduites.',
        'Le tarif couvre le diagnostic ; les réparations font l’objet d’un devis séparé.',
        'Certaines fonctions protégées par le constructeur peuvent nécessiter un accès en ligne spécifique.',
      ],
    },
    faq: [
      {
        question: 'Mon voyant moteur est allumé : puis-je continuer à rouler ?',
        answer:
          'Si le voyant est fixe et que le véhicule se comporte normalement, vous pouvez en général rejoindre un atelier en roulant avec prudence. S’il clignote, ou s’il s’accompagne d’une perte de puissance, de fumée ou d’un bruit anormal, arrêtez-vous dès que possible : un défaut d’allumage peut endommager le catalyseur. Dans tous les cas, un diagnostic rapide évite l’aggravation de la panne.',
      },
      {
        question: 'Un simple lecteur OBD ne suffit-il pas ?',
        answer:
          'Un lecteur grand public affiche les codes défauts du moteur, mais un code décrit souvent un symptôme plutôt qu’une cause. Notre diagnostic interroge tous les calculateurs accessibles et confirme l’origine par des mesures. C’est ce qui évite de remplacer une pièce en bon état.',
      },
      {
        question: 'Que contient le rapport de diagnostic ?',
        answer:
          'Il liste les codes défauts relevés, les mesures effectuées, la cause identifiée ou les hypothèses restantes, et les réparations conseillées avec leur degré d’urgence. Un devis y est joint. {warranty}.',
      },
      {
        question: 'Pourquoi un diagnostic avant une reprogrammation ?',
        answer:
          'Une reprogrammation sollicite davantage le moteur : elle n’a de sens que sur un véhicule sain. Le diagnostic permet de détecter une fuite de suralimentation, un injecteur fatigué ou un embrayage usé, et de confirmer, ou de corriger, l’estimation du configurateur. Aucun gain n’est confirmé sans cette étape ; seul le banc de puissance le mesure.',
      },
      {
        question: 'Combien de temps dure un diagnostic ?',
        answer:
          'Comptez de 1 à 2 h selon la complexité de la panne. Un défaut intermittent peut demander un essai routier plus long ou un enregistrement de données ; nous vous en informons avant de poursuivre.',
      },
    ],
  },
  {
    id: 5,
    name: 'Entretien automobile',
    slug: 'entretien-auto',
    shortDescription:
      'Vidange, filtres, freinage et contrôles selon le carnet du constructeur, avec un suivi adapté aux moteurs reprogrammés ou très sollicités.',
    longDescription:
      'Un entretien régulier préserve la fiabilité de votre moteur, surtout s’il est reprogrammé ou utilisé intensivement. Nous réalisons les opérations prévues par le constructeur : vidange avec une huile conforme à la norme exigée, remplacement des filtres (huile, air, habitacle, carburant), bougies, liquide de frein et courroies selon les échéances, ainsi que le contrôle du freinage et des trains roulants.\n\n' +
      'Selon le moteur et votre usage, nous conseillons une vidange tous les 15 000 à 30 000 km. Les intervalles longs indiqués par certains carnets conviennent à une conduite régulière sur route ; les trajets courts, la conduite en ville, le remorquage ou la conduite sportive justifient un rythme plus soutenu. Nous vous proposons un intervalle adapté à votre véhicule plutôt qu’une règle unique.\n\n' +
      'Vous pouvez faire entretenir votre véhicule hors du réseau de la marque sans perdre la garantie constructeur, à condition que les préconisations du constructeur soient respectées, ce que nous appliquons. Chaque intervention est détaillée sur votre facture et consignée dans le carnet d’entretien. Nous vous signalons aussi les pièces d’usure à surveiller avant qu’elles ne provoquent une panne.',
    benefits: [
      'Opérations conformes au carnet d’entretien du constructeur.',
      'Huiles et pièces conformes aux normes exigées par votre moteur.',
      'Intervalles de vidange adaptés à votre usage, entre 15 000 et 30 000 km selon le moteur.',
      'Suivi spécifique des véhicules reprogrammés : bougies, embrayage, circuit de refroidissement.',
      'Facture détaillée et carnet à jour, utiles pour la garantie comme pour la revente.',
      'Garantie de {warranty} sur l’intervention.',
    ],
    process: [
      'Nous relevons le kilométrage, l’historique d’entretien et les échéances prévues par le constructeur.',
      'Nous établissons un devis détaillé des opérations, que vous validez avant toute intervention.',
      'Nous effectuons la vidange et le remplacement des filtres et des consommables prévus.',
      'Nous contrôlons les points de sécurité : freinage, pneumatiques, suspensions, éclairage et niveaux.',
      'Nous remettons à zéro l’indicateur de maintenance et consignons l’intervention dans le carnet d’entretien, papier ou numérique.',
      'Nous vous remettons la facture détaillée et la liste des points à surveiller d’ici le prochain entretien.',
    ],
    duration: '2 à 4 h',
    booking: { mode: 'drop-off', workMinutes: 240 },
    warranty: '1 an ou 15 000 km',
    price: { EUR: { from: 150, to: 450 }, MAD: { from: 1500, to: 4500 } },
    vehicles: [
      {
        type: 'car',
        summary: 'Vidange, filtres, freinage et contrôles selon le carnet du constructeur.',
        price: { EUR: { from: 150, to: 450 }, MAD: { from: 1500, to: 4500 } },
      },
      {
        type: 'van',
        summary: 'Utilitaires légers : entretien adapté aux usages intensifs, aux charges et aux kilométrages élevés.',
        price: { EUR: { from: 180, to: 550 }, MAD: { from: 1800, to: 5500 } },
      },
      {
        type: 'motorcycle',
        summary:
          'Motos : vidange, filtres, chaîne et transmission, freinage, réglages selon le carnet du constructeur.',
        price: { EUR: { from: 120, to: 350 }, MAD: { from: 1200, to: 3500 } },
      },
    ],
    seo: {
      title: 'Entretien automobile et vidange | Ecuvia',
      description:
        'Entretien auto selon le carnet constructeur : vidange, filtres, freinage, garantie constructeur préservée. Vidange conseillée tous les 15 000 à 30 000 km.',
      keywords: [
        'entretien automobile',
        'vidange voiture',
        'révision voiture',
        'entretien carnet constructeur',
        'entretien voiture reprogrammée',
        'garage entretien Montpellier',
        'garage entretien Perpignan',
      ],
      schema: {
        type: 'Service',
        name: 'Entretien automobile',
        description:
          'Entretien selon les préconisations du constructeur : vidange, remplacement des filtres et consommables, contrôle du freinage et des points de sécurité.',
      },
    },
    images: {
      hero: '/images/services/entretien-auto/hero.webp',
      gallery: [
        '/images/services/entretien-auto/gallery-1.webp',
        '/images/services/entretien-auto/gallery-2.webp',
        '/images/services/entretien-auto/gallery-3.webp',
      ],
      icon: '/images/services/entretien-auto/icon.svg',
    },
    technicalSpecs: {
      equipmentUsed: [
        'Pont élévateur',
        'Outil de diagnostic pour la lecture des défauts et la remise à zéro des indicateurs d’entretien',
        'Récupérateur d’huile usagée',
        'Clé dynamométrique pour les serrages au couple prescrit',
        'Purgeur de circuit de freinage et testeur de liquide de frein',
        'Testeur de batterie',
      ],
      supportedVehicles: [
        'Voitures particulières essence, diesel et hybrides',
        'Véhicules utilitaires légers',
        'Véhicules reprogrammés ou convertis à l’E85',
      ],
      limitations: [
        'Les opérations lourdes (distribution complexe, remplacement d’embrayage) sortent de l’entretien courant et font l’objet d’un devis spécifique.',
        'Une pièce non disponible en stock peut allonger la durée d’immobilisation.',
        'Les intervalles conseillés restent indicatifs et doivent être adaptés à l’état réel du véhicule.',
      ],
    },
    faq: [
      {
        question: 'À quelle fréquence faut-il faire la vidange ?',
        answer:
          'Nous conseillons en général une vidange tous les 15 000 à 30 000 km, selon le moteur, l’huile préconisée et votre usage. Les trajets courts, la conduite urbaine ou sportive et les moteurs reprogrammés justifient la fourchette basse. Nous vous indiquons l’intervalle adapté à votre véhicule.',
      },
      {
        question: 'Vais-je perdre la garantie constructeur en faisant l’entretien chez vous ?',
        answer:
          'Non, à condition que l’entretien respecte les préconisations du constructeur et utilise des pièces de qualité équivalente, ce que nous appliquons. Votre facture détaillée sert de justificatif en cas de besoin.',
      },
      {
        question: 'Un moteur reprogrammé demande-t-il un entretien particulier ?',
        answer:
          'Il demande surtout un entretien rigoureux : une huile de qualité renouvelée sans attendre, des bougies et un filtre à air en bon état, un circuit de refroidissement sain. Nous adaptons les échéances et vérifions les éléments les plus sollicités, comme l’embrayage.',
      },
      {
        question: 'Utilisez-vous des pièces d’origine ?',
        answer:
          'Nous utilisons des pièces d’origine ou de qualité équivalente, conformes aux spécifications du constructeur. Lorsque plusieurs options existent, elles vous sont présentées sur le devis.',
      },
      {
        question: 'Combien de temps mon véhicule est-il immobilisé ?',
        answer:
          'Un entretien courant dure de 2 à 4 h selon les opérations prévues. Nous vous indiquons une heure de restitution à la prise de rendez-vous. Si une pièce supplémentaire s’avère nécessaire, nous vous contactons avant d’intervenir.',
      },
    ],
  },
  {
    id: 6,
    name: 'Passage au banc de puissance',
    slug: 'banc-puissance',
    shortDescription:
      'Mesure de la puissance et du couple de votre véhicule sur banc à rouleaux, avec courbes et rapport, avant ou après une préparation.',
    longDescription:
      'Le banc de puissance mesure objectivement ce que délivre votre moteur : puissance en ch, couple en Nm et régimes auxquels ils sont atteints. Le véhicule est sanglé sur des rouleaux puis accéléré à pleine charge sur un rapport donné. Le banc mesure la puissance aux roues, estime les pertes de transmission et en déduit la puissance moteur, corrigée selon les conditions atmosphériques.\n\n' +
      'Nous réalisons habituellement trois passages, afin de vérifier la répétabilité des mesures et d’écarter un résultat faussé par la température. Pendant les mesures, nous surveillons les températures et, si nécessaire, les paramètres du calculateur : une chute de puissance, un cliquetis ou une pression de suralimentation instable révèlent souvent un défaut que la conduite quotidienne ne montre pas.\n\n' +
      'Vous repartez avec les courbes de puissance et de couple et un rapport de mesures certifiées. Le passage au banc est utile avant une reprogrammation pour établir un état de référence, après pour en vérifier le résultat, ou simplement pour contrôler qu’un moteur délivre bien la puissance annoncée par le constructeur.',
    benefits: [
      'Puissance et couple mesurés, et non estimés, avec les régimes correspondants.',
      'Trois passages habituellement réalisés pour vérifier la répétabilité des résultats.',
      'Correction normalisée selon la température, la pression et l’humidité de l’air.',
      'Comparaison fiable avant et après une reprogrammation ou une préparation.',
      'Détection de défauts invisibles au quotidien : perte de suralimentation, cliquetis, surchauffe.',
      'Courbes et rapport de mesures certifiées remis à l’issue de la séance.',
    ],
    process: [
      'Nous vérifions l’état du véhicule avant la mesure : niveaux, pneumatiques, absence de fuite et de voyant allumé.',
      'Nous installons le véhicule sur les rouleaux, le sanglons et mettons en place la ventilation.',
      'Nous amenons le moteur à sa température de fonctionnement en surveillant ses paramètres.',
      'Nous réalisons habituellement trois passages à pleine charge sur le rapport choisi, avec une phase de refroidissement entre chacun.',
      'Nous analysons les courbes, comparons les passages et contrôlons la cohérence des résultats.',
      'Nous vous remettons le rapport de mesures et vous commentons les résultats.',
    ],
    duration: '1 à 2 h',
    booking: { mode: 'appointment', workMinutes: 120 },
    warranty: 'Mesures certifiées',
    needsBench: true,
    price: { EUR: { from: 120, to: 200 }, MAD: { from: 1200, to: 2000 } },
    vehicles: [
      {
        type: 'car',
        summary: 'Deux ou quatre roues motrices, sous réserve de compatibilité avec le banc.',
        price: { EUR: { from: 120, to: 200 }, MAD: { from: 1200, to: 2000 } },
      },
      {
        type: 'van',
        summary: 'Utilitaires légers, dans la limite de charge du banc.',
        price: { EUR: { from: 150, to: 250 }, MAD: { from: 1500, to: 2500 } },
      },
      {
        type: 'motorcycle',
        summary:
          'Motos sur un banc dédié, roue arrière sur le rouleau : dans les centres équipés d’un banc moto seulement.',
        price: { EUR: { from: 100, to: 180 }, MAD: { from: 1000, to: 1800 } },
      },
    ],
    seo: {
      title: 'Passage au banc de puissance | Ecuvia',
      description:
        'Mesure de puissance et de couple sur banc à rouleaux : trois passages, correction normalisée, courbes et rapport de mesures certifiées. Centres Ecuvia.',
      keywords: [
        'banc de puissance',
        'passage au banc',
        'mesure puissance voiture',
        'banc de puissance à rouleaux',
        'courbe de puissance et couple',
        'banc de puissance Montpellier',
        'banc de puissance Perpignan',
      ],
      schema: {
        type: 'Service',
        name: 'Passage au banc de puissance',
        description:
          'Mesure de la puissance et du couple sur banc à rouleaux, en trois passages habituellement, avec correction atmosphérique normalisée et rapport de mesures.',
      },
    },
    images: {
      hero: '/images/services/banc-puissance/hero.webp',
      gallery: [
        '/images/services/banc-puissance/gallery-1.webp',
        '/images/services/banc-puissance/gallery-2.webp',
        '/images/services/banc-puissance/gallery-3.webp',
      ],
      icon: '/images/services/banc-puissance/icon.svg',
    },
    technicalSpecs: {
      equipmentUsed: [
        'Banc de puissance à rouleaux',
        'Station de mesure des conditions ambiantes (température, pression, hygrométrie)',
        'Ventilateurs de refroidissement à fort débit',
        'Outil de diagnostic OBD pour le suivi des paramètres moteur',
        'Sonde de richesse large bande',
        'Système de sanglage et d’arrimage du véhicule',
      ],
      supportedVehicles: [
        'Voitures particulières à deux roues motrices, traction ou propulsion',
        'Véhicules à quatre roues motrices, sous réserve de compatibilité avec le banc, confirmée à la prise de rendez-vous',
        'Véhicules utilitaires légers, dans la limite de charge du banc',
        'Motos, sur le banc moto des centres qui en sont équipés',
      ],
      limitations: [
        BENCH_MEASURES_TERMS,
        'La puissance moteur est déduite de la puissance aux roues : l’estimation des pertes de transmission comporte une marge d’incertitude.',
        'Deux bancs différents donnent rarement le même chiffre ; une comparaison avant et après est plus fiable sur le même banc.',
        'Un véhicule présentant un défaut (voyant allumé, fuite, pneumatiques abîmés) ne peut pas être mesuré en sécurité.',
        'Certaines aides à la conduite doivent être désactivées ou placées dans un mode spécifique pour le passage sur rouleaux.',
      ],
    },
    faq: [
      {
        question: 'Pourquoi faire trois passages ?',
        answer:
          'Un seul passage peut être faussé par la température du moteur ou de l’air d’admission. Trois passages permettent de vérifier que les résultats sont reproductibles et de retenir une valeur fiable. Si les écarts sont importants, nous en recherchons la cause avant de conclure.',
      },
      {
        question: 'Le passage au banc est-il risqué pour mon moteur ?',
        answer:
          'Le moteur est sollicité à pleine charge, comme lors d’une forte accélération sur route, mais dans un cadre contrôlé et ventilé. Nous vérifions l’état du véhicule au préalable et surveillons ses paramètres pendant chaque passage. Au moindre signe anormal, la mesure est interrompue.',
      },
      {
        question: 'Pourquoi mon résultat diffère-t-il de la fiche technique ?',
        answer:
          'Les moteurs de série ont une tolérance de fabrication, et l’usure, la qualité du carburant ou un défaut peuvent réduire la puissance. Les bancs diffèrent aussi dans leur façon d’estimer les pertes de transmission. Un écart important reste toutefois un signal utile pour orienter un diagnostic.',
      },
      {
        question: 'Puis-je faire mesurer mon véhicule sans reprogrammation ?',
        answer:
          'Oui. Le passage au banc permet de vérifier l’état de votre moteur, par exemple avant un achat d’occasion ou après une réparation. La mesure vous servira aussi de référence si vous envisagez une préparation plus tard.',
      },
      {
        question: 'Que contient le rapport remis ?',
        answer:
          'Il présente les courbes de puissance en ch et de couple en Nm en fonction du régime, les valeurs maximales, la norme de correction appliquée et les conditions de mesure. Les mesures sont certifiées et datées, ce qui permet de les comparer à une mesure ultérieure.',
      },
    ],
  },
  {
    id: 7,
    name: 'Solutions antipollution',
    slug: 'solution-antipollution',
    shortDescription:
      'Diagnostic, nettoyage et réparation des systèmes FAP, EGR et AdBlue / SCR, dans le respect de la loi : aucune suppression, aucune désactivation.',
    longDescription:
      'Le filtre à particules (FAP), la vanne EGR et le système AdBlue / SCR réduisent les émissions de votre moteur, mais ils s’encrassent ou tombent en panne, surtout avec des trajets courts. Voyant allumé, mode dégradé, perte de puissance ou régénérations à répétition sont les symptômes les plus fréquents. Nous recherchons d’abord la cause : un FAP colmaté est souvent la conséquence d’un capteur défaillant, d’un injecteur qui fuit ou d’une vanne EGR bloquée.\n\n' +
      'Selon le diagnostic, nous réalisons une régénération forcée, un nettoyage du FAP, le nettoyage ou le remplacement de la vanne EGR, ou la réparation du circuit AdBlue (injecteur, pompe, capteur de NOx, cristallisation). Le nettoyage d’un FAP coûte généralement {fapCleaning}, alors que son remplacement coûte {fapReplacement} selon le modèle : un nettoyage réalisé à temps évite souvent cette dépense.\n\n' +
      'Soyons clairs : supprimer ou désactiver un système antipollution sur un véhicule qui circule sur la voie publique est illégal en France. Nous ne le proposons pas, y compris sous l’étiquette « usage compétition » ou « hors route ». Notre rôle est de diagnostiquer, nettoyer et réparer ces systèmes pour qu’ils fonctionnent correctement.',
    benefits: [
      'Recherche de la cause de l’encrassement, pour éviter une récidive rapide.',
      'Nettoyage du FAP {fapCleaning}, contre {fapReplacement} pour un remplacement.',
      'Fin du mode dégradé et des voyants liés au système, une fois la cause traitée.',
      'Interventions conformes à la loi : votre véhicule conserve tous ses systèmes antipollution.',
      'Conseils d’utilisation pour favoriser les régénérations et limiter l’encrassement.',
      'Garantie de {warranty} sur l’intervention.',
    ],
    process: [
      'Nous lisons les codes défauts et les paramètres du système concerné : pression différentielle du FAP, taux de suie, commande EGR, valeurs AdBlue et NOx.',
      'Nous recherchons la cause de l’encrassement ou de la panne : capteurs, injecteurs, fuites, qualité de l’AdBlue, habitudes de roulage.',
      'Nous vous présentons le diagnostic et un devis : régénération, nettoyage, réparation, ou remplacement si la pièce est hors d’usage.',
      'Nous réalisons l’intervention validée : régénération forcée, nettoyage du FAP ou de la vanne EGR, réparation du circuit AdBlue / SCR.',
      'Nous effectuons les apprentissages nécessaires, effaçons les défauts et vérifions le fonctionnement lors d’un essai routier.',
      'Nous vous remettons un rapport d’intervention et nos conseils pour limiter l’encrassement.',
    ],
    duration: '2 à 6 h',
    booking: { mode: 'drop-off', workMinutes: 360 },
    warranty: '6 mois ou 10 000 km',
    amounts: {
      fapCleaning: { EUR: { from: 250, to: 400 }, MAD: { from: 2500, to: 4000 } },
      fapReplacement: { EUR: { from: 800, to: 1500 }, MAD: { from: 8000, to: 15000 } },
    },
    price: { EUR: { from: 250, to: 850 }, MAD: { from: 2500, to: 8500 } },
    vehicles: [
      {
        type: 'car',
        summary: 'Véhicules diesel et essence équipés d’un FAP, d’une vanne EGR ou d’un système AdBlue / SCR.',
        price: { EUR: { from: 250, to: 850 }, MAD: { from: 2500, to: 8500 } },
      },
      {
        type: 'van',
        summary: 'Utilitaires légers diesel, souvent exposés aux trajets courts qui encrassent le FAP et la vanne EGR.',
        price: { EUR: { from: 300, to: 950 }, MAD: { from: 3000, to: 9500 } },
      },
      {
        type: 'truck',
        summary:
          'Poids lourds : nettoyage du FAP et réparation du circuit AdBlue / SCR, dont le démarrage peut dépendre.',
        price: { EUR: { from: 600, to: 2500 }, MAD: { from: 6000, to: 25000 } },
      },
    ],
    seo: {
      title: 'FAP, EGR, AdBlue : nettoyage et réparation | Ecuvia',
      description:
        'Nettoyage FAP {fapCleaning}, réparation EGR et AdBlue / SCR après diagnostic. Aucune suppression : des solutions antipollution conformes à la loi.',
      keywords: [
        'nettoyage FAP',
        'filtre à particules bouché',
        'nettoyage vanne EGR',
        'réparation AdBlue',
        'panne SCR AdBlue',
        'régénération FAP',
        'nettoyage FAP Montpellier',
        'nettoyage FAP Perpignan',
      ],
      schema: {
        type: 'Service',
        name: 'Solutions antipollution : FAP, EGR et AdBlue / SCR',
        description:
          'Diagnostic, nettoyage et réparation des filtres à particules, vannes EGR et systèmes AdBlue / SCR, sans aucune suppression ni désactivation.',
      },
    },
    images: {
      hero: '/images/services/solution-antipollution/hero.webp',
      gallery: [
        '/images/services/solution-antipollution/gallery-1.webp',
        '/images/services/solution-antipollution/gallery-2.webp',
        '/images/services/solution-antipollution/gallery-3.webp',
      ],
      icon: '/images/services/solution-antipollution/icon.svg',
    },
    technicalSpecs: {
      equipmentUsed: [
        'Outil de diagnostic multimarque avec fonctions de régénération forcée et d’apprentissage',
        'Station de nettoyage de filtres à particules',
        'Analyseur de gaz d’échappement et opacimètre',
        'Générateur de fumée pour la recherche de fuites',
        'Équipement de contrôle du dosage AdBlue',
        'Endoscope pour l’inspection de l’admission et de la vanne EGR',
      ],
      supportedVehicles: [
        'Véhicules diesel équipés d’un FAP, d’une vanne EGR ou d’un système AdBlue / SCR',
        'Véhicules utilitaires légers diesel',
        'Moteurs essence équipés d’une vanne EGR ou d’un filtre à particules essence, pour le diagnostic et la réparation',
      ],
      limitations: [
        'Aucune suppression ni désactivation de FAP, d’EGR ou d’AdBlue n’est réalisée, quel que soit l’usage annoncé du véhicule.',
        'Un FAP fissuré ou fondu ne peut pas être nettoyé : son remplacement est alors nécessaire ({fapReplacement} selon le modèle).',
        'Sans correction de la cause (trajets trop courts, injecteur défaillant), l’encrassement peut réapparaître.',
        'Le remplacement de pièces (FAP, capteur de NOx, pompe AdBlue) dépasse souvent la fourchette de prix indiquée et fait l’objet d’un devis.',
      ],
    },
    faq: [
      {
        question: 'Pouvez-vous supprimer mon FAP ou ma vanne EGR ?',
        answer:
          'Non. Supprimer ou désactiver un système antipollution sur un véhicule qui circule sur la voie publique est illégal en France, et nous ne le faisons pas, même pour un usage présenté comme « compétition » ou « hors route ». Nous vous proposons à la place un diagnostic et une remise en état conforme.',
      },
      {
        question: 'Combien coûte l’entretien d’un FAP ?',
        answer:
          'Un nettoyage coûte généralement {fapCleaning}, alors qu’un remplacement coûte {fapReplacement} selon le modèle. Le diagnostic permet de savoir si le filtre peut être nettoyé ou s’il est endommagé. Intervenir dès les premiers symptômes augmente les chances d’éviter le remplacement.',
      },
      {
        question: 'Pourquoi mon FAP se bouche-t-il ?',
        answer:
          'Le FAP se régénère en brûlant les suies à haute température, ce qui suppose de rouler régulièrement à régime soutenu. Les trajets courts répétés empêchent ces régénérations. Un injecteur qui fuit, une vanne EGR encrassée ou un capteur de pression défaillant peuvent aussi accélérer le colmatage.',
      },
      {
        question: 'Mon véhicule annonce un démarrage bientôt impossible à cause de l’AdBlue : que faire ?',
        answer:
          'Lorsqu’il détecte un défaut, le système AdBlue / SCR décompte souvent les kilomètres restants avant d’empêcher un nouveau démarrage. Prenez rendez-vous dès l’apparition du message, sans attendre la fin du décompte. Les causes les plus courantes sont un capteur de NOx défaillant, un injecteur d’AdBlue cristallisé ou une pompe en panne.',
      },
      {
        question: 'Le nettoyage de la vanne EGR est-il efficace ?',
        answer:
          'Oui, lorsque la vanne est encrassée mais fonctionne encore mécaniquement. Nous contrôlons ensuite son fonctionnement et réalisons l’apprentissage si le calculateur l’exige. Si le moteur électrique ou le capteur de position est défaillant, le remplacement de la vanne est nécessaire.',
      },
    ],
  },
];

/**
 * Sentences that hold only in France (E85 pump prices and registration, French law), reworded for the other
 * markets. Each pair replaces the first text by the second wherever it appears in the service's texts; a test
 * checks that every first text is still found, so a rewording in France cannot leave a French claim behind.
 */
export const marketRewording: Record<'MA', Record<string, [string, string][]>> = {
  MA: {
    'reprogrammation-ethanol': [
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
    'solution-antipollution': [
      [
        'supprimer ou désactiver un système antipollution sur un véhicule qui circule sur la voie publique est illégal en France. Nous ne le proposons pas',
        'supprimer ou désactiver un système antipollution rend un véhicule qui circule sur la voie publique non conforme à son homologation. Nous ne le proposons pas',
      ],
      [
        'Supprimer ou désactiver un système antipollution sur un véhicule qui circule sur la voie publique est illégal en France, et nous ne le faisons pas',
        'Supprimer ou désactiver un système antipollution rend un véhicule qui circule sur la voie publique non conforme à son homologation, et nous ne le faisons pas',
      ],
    ],
  },
};
