import { SERVICE } from '@garage/contract/service-slugs';
import type { DeclaredService } from './declared-service.js';

/** Servicing to the manufacturer's schedule, with a follow-up suited to remapped engines. */
export const maintenance: DeclaredService = {
  id: 5,
  name: 'Entretien automobile',
  slug: SERVICE.maintenance,
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
      workMinutes: 300,
    },
    {
      type: 'motorcycle',
      summary: 'Motos : vidange, filtres, chaîne et transmission, freinage, réglages selon le carnet du constructeur.',
      price: { EUR: { from: 120, to: 350 }, MAD: { from: 1200, to: 3500 } },
      workMinutes: 180,
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
};
