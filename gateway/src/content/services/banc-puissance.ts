import { SERVICE } from '@garage/contract/service-slugs';
import type { DeclaredService } from './declared-service.js';

/**
 * What the bench's « mesures certifiées » promise, and what they do not: written once, quoted by the bench service's
 * page and by the general conditions (article 5), so the page never promises more than the conditions.
 */
export const BENCH_MEASURES_TERMS =
  'Les mesures sont certifiées : réalisées sur un banc étalonné, avec une correction normalisée, et consignées dans un rapport daté. Elles ne garantissent pas un résultat : les valeurs dépendent des conditions de mesure et de l’état du véhicule.';

/** Power bench measurement; offered only where a centre has a bench (`needsBench`). */
export const powerBench: DeclaredService = {
  id: 6,
  name: 'Passage au banc de puissance',
  slug: SERVICE.powerBench,
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
      workMinutes: 90,
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
};
