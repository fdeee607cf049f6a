import { SERVICE } from '@garage/contract/service-slugs';
import type { DeclaredService } from './declared-service.js';

/** Remaps of automatic and dual-clutch gearboxes. */
export const gearboxRemap: DeclaredService = {
  id: 2,
  name: 'Reprogrammation de boîte de vitesses',
  slug: SERVICE.gearboxRemap,
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
};
