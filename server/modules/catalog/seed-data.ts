import { NORMAL_VAT_BP } from "#core/vat";
import type { CatalogSeed } from "./seed-types";

// The written catalogue of Maison H: honeys, perfumes, wellness and direct-purchase packages.
// Money in integer cents. All texts are original and deliberately free of health claims.

const POIDS = "50 g, 90 g ou 250 g";

export const catalogSeed: CatalogSeed = {
  honeys: [
    // ───────────────────────────── Yémen ─────────────────────────────
    {
      id: "sidr_malaki_yemen",
      name: "Miel de Sidr Malaki",
      country: "Yémen",
      countryFlag: "🇾🇪",
      title: "L'or royal du Hadramaout",
      description:
        "Récolté à l'automne sur les jujubiers sauvages de la vallée du Hadramaout, ce Sidr d'exception offre une texture soyeuse et une douceur profonde aux reflets ambrés.",
      ritual:
        "Laissez fondre une petite cuillère sur la langue, le matin ou avec un thé noir léger, pour en apprécier toute la longueur en bouche.",
      notes: ["Caramel", "Beurre salé", "Boisé", "Fruits secs", "Fleur de jujubier"],
      rating: 4.9,
      badge: "Édition Limitée",
      category: "yemen",
      origin: "Vallée du Hadramaout",
      properties: [
        "Une seule récolte par an",
        "Miel cru, non chauffé",
        "Monofloral de jujubier sauvage",
        "Offert traditionnellement lors des grandes occasions",
      ],
      pricesCents: { "50g": 1199, "90g": 1999, "250g": 4499 },
      stock: { "50g": 40, "90g": 20, "250g": 12 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Onctueuse et soyeuse",
          couleur: "Ambre doré",
          conservation: "36 mois à l'abri de la lumière et de l'humidité",
          origine: "Vallée du Hadramaout, Yémen",
          acidite: "Faible",
          crystallisation: "Très lente",
          composition: "100 % miel de Sidr (Ziziphus spina-christi)",
          certification: "Analyse pollinique et contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Miel cru, extrait à froid pour préserver toute la richesse de ses arômes",
          "Traditionnellement apprécié au Yémen, où il se partage lors des fêtes et des visites d'honneur",
          "Une alternative gourmande au sucre dans les boissons et les desserts",
          "Une saveur d'une rare longueur en bouche",
          "Un miel de garde qui se bonifie avec le temps",
        ],
        usageTips: [
          "Dégustez-le pur, une cuillère à café le matin, pour en saisir toutes les nuances.",
          "Ajoutez-le à une infusion tiède, jamais bouillante, afin de préserver ses arômes.",
          "Servez-le avec des dattes ou un fromage frais pour un dessert simple et raffiné.",
          "Refermez bien le pot après usage et conservez-le à température ambiante.",
        ],
        detailedDescription:
          "<h3>Un miel de légende</h3>" +
          "<p>Le <strong>Sidr Malaki</strong>, littéralement « Sidr royal », naît des jujubiers sauvages (<em>Ziziphus spina-christi</em>) qui bordent les oueds de la vallée du Hadramaout. Les apiculteurs y suivent encore la floraison d'automne en déplaçant leurs ruches de vallée en vallée, selon un savoir-faire transmis de génération en génération.</p>" +
          "<p>Sa texture soyeuse, sa couleur ambrée et ses notes de caramel et de beurre salé en font l'un des miels les plus recherchés au monde. La récolte, unique et peu abondante, explique sa rareté.</p>" +
          "<h3>Notre sélection</h3>" +
          "<ul><li>Miel cru, ni chauffé ni pasteurisé</li><li>Analyse pollinique de chaque lot</li><li>Quantités volontairement limitées</li></ul>",
        reviews: [
          {
            author: "Yasmine B.",
            rating: 5,
            comment:
              "Un goût incomparable, très loin des miels du commerce. On sent le caramel et une pointe boisée, c'est sublime.",
            date: "2025-02-11",
          },
          {
            author: "Antoine L.",
            rating: 5,
            comment:
              "Offert à mon père qui connaît bien le Sidr du Yémen : il a été bluffé par la qualité. Emballage soigné.",
            date: "2025-04-23",
          },
          {
            author: "Nadia K.",
            rating: 4,
            comment:
              "Excellent miel, texture parfaite. Le prix est élevé mais justifié pour un produit de cette rareté.",
            date: "2025-07-08",
          },
        ],
      },
    },

    // ───────────────────────────── Oman ─────────────────────────────
    {
      id: "jujubier_oman",
      name: "Miel de Jujubier d'Oman",
      country: "Oman",
      countryFlag: "🇴🇲",
      title: "La douceur des montagnes du Hajar",
      description:
        "Butiné sur les jujubiers qui s'accrochent aux contreforts du Hajar, ce miel généreux marie une rondeur caramélisée à une fine note de noisette.",
      ritual: "Savourez-le sur une tranche de pain de campagne grillée ou dans un yaourt nature, au petit-déjeuner.",
      notes: ["Caramel", "Noisette", "Miel de fleurs", "Épices douces"],
      rating: 4.8,
      badge: "Bestseller",
      category: "oman",
      origin: "Montagnes du Hajar",
      properties: ["Monofloral de jujubier", "Miel cru", "Texture crémeuse", "Récolte d'automne"],
      pricesCents: { "50g": 799, "90g": 1299, "250g": 3499 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Crémeuse et dense",
          couleur: "Ambre clair",
          conservation: "36 mois à l'abri de la lumière et de l'humidité",
          origine: "Montagnes du Hajar, Oman",
          acidite: "Faible",
          crystallisation: "Lente",
          composition: "100 % miel de jujubier (Ziziphus spina-christi)",
          certification: "Analyse pollinique et contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Miel cru, simplement extrait et filtré",
          "Traditionnellement apprécié dans les foyers omanais, servi avec le café à la cardamome",
          "Une douceur ronde qui accompagne aussi bien le sucré que le salé",
          "Un excellent point de départ pour découvrir les miels de Sidr",
        ],
        usageTips: [
          "Étalez-le sur une tartine grillée encore tiède.",
          "Mélangez-le à un yaourt nature avec quelques noix concassées.",
          "Utilisez-le pour laquer des carottes rôties ou un poulet aux épices.",
        ],
        detailedDescription:
          "<h3>Le Sidr des montagnes omanaises</h3>" +
          "<p>Dans les vallées du <strong>Hajar</strong>, les jujubiers fleurissent au sortir de l'été. Les abeilles y récoltent un nectar qui donne un miel ambré, à la fois gourmand et équilibré.</p>" +
          "<p>Plus accessible que le Sidr du Yémen, il en partage la rondeur caramélisée, avec une touche de <em>noisette</em> et d'épices douces qui en fait le compagnon idéal du petit-déjeuner.</p>",
        reviews: [
          {
            author: "Sophie D.",
            rating: 5,
            comment: "Mon préféré pour le petit-déjeuner. Crémeux, pas trop sucré, avec un vrai goût de caramel.",
            date: "2025-01-19",
          },
          {
            author: "Karim A.",
            rating: 5,
            comment: "Je le recommande régulièrement, toujours la même qualité. Livraison rapide.",
            date: "2025-05-30",
          },
          {
            author: "Élodie P.",
            rating: 4,
            comment: "Très bon miel, parfait pour découvrir le jujubier. J'ai pris le 250 g cette fois.",
            date: "2025-09-02",
          },
        ],
      },
    },
    {
      id: "soumur_oman",
      name: "Miel de Soumur",
      country: "Oman",
      countryFlag: "🇴🇲",
      title: "La force brune du désert",
      description:
        "Issu des acacias Soumur qui résistent à la chaleur des plaines omanaises, ce miel sombre dévoile un caractère intense, entre mélasse, réglisse et notes minérales.",
      ritual:
        "Une demi-cuillère suffit : dégustez-le pur, ou associez-le à un fromage affiné pour un contraste saisissant.",
      notes: ["Mélasse", "Réglisse", "Boisé", "Minéral", "Épices"],
      rating: 4.7,
      badge: "Rare",
      category: "oman",
      origin: "Plaines de la Charqiya",
      properties: ["Monofloral d'acacia Soumur", "Miel cru", "Saveur puissante", "Récolte estivale limitée"],
      pricesCents: { "50g": 599, "90g": 999, "250g": 2999 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Épaisse",
          couleur: "Ambre foncé, presque brun",
          conservation: "24 mois à l'abri de la lumière et de l'humidité",
          origine: "Plaines de la Charqiya, Oman",
          acidite: "Moyenne",
          crystallisation: "Lente",
          composition: "100 % miel de Soumur (Acacia tortilis)",
          certification: "Analyse pollinique et contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Un miel de caractère, riche en arômes profonds",
          "Traditionnellement apprécié par les Bédouins, qui le réservent aux invités de marque",
          "Miel cru, non chauffé, au goût authentique",
          "Une intensité qui tient tête aux épices et aux fromages puissants",
        ],
        usageTips: [
          "Dégustez-le pur en petite quantité pour apprécier sa puissance.",
          "Associez-le à un fromage de brebis affiné ou à un bleu.",
          "Ajoutez-en une cuillère dans une marinade aux épices pour les viandes grillées.",
        ],
        detailedDescription:
          "<h3>Un miel de caractère</h3>" +
          "<p>Le <strong>Soumur</strong> (ou Samar) est un acacia des zones arides qui fleurit au cœur de l'été. Son miel, sombre et dense, surprend par sa puissance : <em>mélasse</em>, réglisse et une finale légèrement minérale.</p>" +
          "<p>Peu sucré en apparence et très aromatique, il séduit les amateurs de saveurs franches. La floraison courte et les conditions extrêmes rendent chaque récolte précieuse.</p>",
        reviews: [
          {
            author: "Mehdi R.",
            rating: 5,
            comment: "Puissant et complexe, rien à voir avec un miel classique. Génial avec du roquefort.",
            date: "2025-03-05",
          },
          {
            author: "Camille T.",
            rating: 4,
            comment: "Surprenant au début, on s'y attache vite. Parfait pour les amateurs de goûts marqués.",
            date: "2025-06-17",
          },
        ],
      },
    },
    {
      id: "fleur_oman",
      name: "Miel de Fleurs d'Oman",
      country: "Oman",
      countryFlag: "🇴🇲",
      title: "Le jardin suspendu du Djebel Akhdar",
      description:
        "Sur les terrasses du Djebel Akhdar, entre grenadiers, rosiers et plantes aromatiques, les abeilles composent un miel lumineux, floral et délicatement fruité.",
      ritual: "Parfait dans une infusion à la menthe ou nappé sur une salade de fruits frais.",
      notes: ["Floral", "Fruits jaunes", "Agrumes", "Miel doux"],
      rating: 4.6,
      badge: null,
      category: "oman",
      origin: "Djebel Akhdar",
      properties: ["Miel toutes fleurs de montagne", "Miel cru", "Saveur douce et florale", "Idéal pour débuter"],
      pricesCents: { "50g": 499, "90g": 999, "250g": 1999 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Fluide",
          couleur: "Doré lumineux",
          conservation: "24 mois à l'abri de la lumière et de l'humidité",
          origine: "Djebel Akhdar, Oman",
          acidite: "Douce",
          crystallisation: "Modérée, fine",
          composition: "100 % miel multifloral de montagne",
          certification: "Contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Une douceur florale qui plaît à toute la famille",
          "Traditionnellement dégusté avec le thé à la menthe dans les villages de montagne",
          "Un miel polyvalent, en cuisine comme en pâtisserie",
          "Miel cru, au goût préservé",
        ],
        usageTips: [
          "Sucrez vos infusions tièdes, notamment le thé à la menthe.",
          "Nappez-en une salade d'agrumes ou de fruits frais.",
          "Remplacez le sucre dans vos vinaigrettes pour une touche florale.",
        ],
        detailedDescription:
          "<h3>Les terrasses fleuries du « Mont Vert »</h3>" +
          "<p>À plus de 2 000 mètres d'altitude, le <strong>Djebel Akhdar</strong> abrite des jardins en terrasses où poussent grenadiers, rosiers de Damas et herbes aromatiques. Cette diversité florale donne un miel d'une grande finesse.</p>" +
          "<p>Doux, <em>floral</em> et légèrement fruité, il est la porte d'entrée idéale dans l'univers des miels d'Oman.</p>",
        reviews: [
          {
            author: "Inès G.",
            rating: 5,
            comment: "Très doux et parfumé, mes enfants l'adorent. Le format 90 g est idéal pour essayer.",
            date: "2025-02-26",
          },
          {
            author: "Thomas V.",
            rating: 4,
            comment: "Un bon miel floral, agréable dans le thé. Rapport qualité-prix correct.",
            date: "2025-08-14",
          },
        ],
      },
    },
    {
      id: "frankincense_oman",
      name: "Miel de Frankincense",
      country: "Oman",
      countryFlag: "🇴🇲",
      title: "Le parfum sacré du Dhofar",
      description:
        "Récolté au pied des arbres à encens du Dhofar, ce miel d'une grande rareté dévoile des notes résineuses et citronnées, uniques au monde.",
      ritual:
        "À savourer lentement, pur, en fin de repas, comme on dégusterait un grand cru, éventuellement avec un café léger.",
      notes: ["Encens", "Résine", "Agrumes", "Poivre blanc", "Boisé"],
      rating: 5.0,
      badge: "Premium",
      category: "oman",
      origin: "Région du Dhofar",
      properties: [
        "Floraison de l'arbre à encens",
        "Production confidentielle",
        "Miel cru, non chauffé",
        "Arômes résineux uniques",
      ],
      pricesCents: { "50g": 1499, "90g": 2499, "250g": 5999 },
      stock: { "50g": 25, "90g": 15, "250g": 8 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Onctueuse",
          couleur: "Ambre orangé",
          conservation: "36 mois à l'abri de la lumière et de l'humidité",
          origine: "Région du Dhofar, Oman",
          acidite: "Moyenne",
          crystallisation: "Lente",
          composition: "Miel à dominante de fleurs d'arbre à encens (Boswellia sacra)",
          certification: "Analyse pollinique et contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Un miel rarissime, issu d'une floraison courte et peu abondante",
          "Traditionnellement apprécié à Oman, terre de l'encens depuis l'Antiquité",
          "Des arômes résineux et citronnés qu'aucun autre miel n'offre",
          "Miel cru, au caractère intact",
          "Un cadeau d'exception pour les amateurs de produits rares",
        ],
        usageTips: [
          "Dégustez-le pur, à la petite cuillère, en fin de repas.",
          "Accompagnez-le d'un café léger ou d'un thé blanc pour révéler ses notes d'agrumes.",
          "Évitez de le chauffer : ses arômes résineux sont délicats.",
          "Réservez le format 250 g pour l'offrir dans un bel écrin.",
        ],
        detailedDescription:
          "<h3>Au pays de l'encens</h3>" +
          "<p>Le <strong>Dhofar</strong>, au sud d'Oman, est le berceau de l'arbre à encens (<em>Boswellia sacra</em>), dont la résine fut pendant des siècles l'une des marchandises les plus précieuses du monde antique. Lorsque ces arbres fleurissent, quelques apiculteurs installent leurs ruches à proximité.</p>" +
          "<p>Le miel obtenu, produit en toute petite quantité, exprime des notes de <strong>résine</strong>, d'agrumes et de poivre blanc d'une étonnante élégance.</p>" +
          "<h3>Pourquoi il est si rare</h3>" +
          "<ul><li>Une floraison brève et irrégulière</li><li>Des arbres dispersés sur des terrains difficiles d'accès</li><li>Une récolte de quelques dizaines de kilos par saison</li></ul>",
        reviews: [
          {
            author: "Laurent F.",
            rating: 5,
            comment: "Une expérience à part. On retrouve vraiment le parfum de l'encens en fin de bouche. Magique.",
            date: "2025-01-28",
          },
          {
            author: "Salma H.",
            rating: 5,
            comment: "Acheté pour un cadeau, la personne a été émue. Produit d'exception, très bien présenté.",
            date: "2025-04-09",
          },
          {
            author: "Guillaume S.",
            rating: 5,
            comment: "Cher, mais c'est le miel le plus original que j'aie goûté. Je reprendrai le 250 g.",
            date: "2025-10-03",
          },
        ],
      },
    },

    // ───────────────────────────── Pakistan ─────────────────────────────
    {
      id: "jujubier_pashtaw",
      name: "Miel de Jujubier Pashtaw",
      country: "Pakistan",
      countryFlag: "🇵🇰",
      title: "Le Sidr des hauts plateaux pachtounes",
      description:
        "Récolté dans le district de Karak, réputé pour ses jujubiers sauvages, ce miel dense et parfumé évoque la datte mûre et le caramel blond.",
      ritual: "Délicieux sur des crêpes chaudes ou pour adoucir un lait tiède à la cardamome.",
      notes: ["Caramel", "Datte", "Boisé", "Beurre"],
      rating: 4.7,
      badge: "Bestseller",
      category: "pakistan",
      origin: "District de Karak, Khyber Pakhtunkhwa",
      properties: ["Monofloral de jujubier", "Miel cru", "Texture dense", "Excellent rapport qualité-prix"],
      pricesCents: { "50g": 799, "90g": 1299, "250g": 3199 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Dense et onctueuse",
          couleur: "Ambre",
          conservation: "24 mois à l'abri de la lumière et de l'humidité",
          origine: "District de Karak, Khyber Pakhtunkhwa, Pakistan",
          acidite: "Faible",
          crystallisation: "Lente",
          composition: "100 % miel de jujubier (Ziziphus mauritiana)",
          certification: "Analyse pollinique et contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Un Sidr authentique à un prix accessible",
          "Traditionnellement apprécié dans les familles pachtounes, où il accompagne le thé du matin",
          "Une saveur chaleureuse de datte et de caramel",
          "Miel cru, non chauffé",
        ],
        usageTips: [
          "Nappez-en des crêpes ou des pancakes tout juste sortis de la poêle.",
          "Adoucissez un lait tiède parfumé à la cardamome.",
          "Ajoutez-le à un porridge avec quelques amandes effilées.",
        ],
        detailedDescription:
          "<h3>Le jujubier de Karak</h3>" +
          "<p>Le district de <strong>Karak</strong>, dans le nord-ouest du Pakistan, est célèbre pour ses forêts de jujubiers (<em>beri</em>). À la floraison, les apiculteurs pachtounes y installent leurs ruches pour produire un miel dense et parfumé.</p>" +
          "<p>Ses notes de datte et de caramel blond en font un Sidr gourmand, idéal au quotidien.</p>",
        reviews: [
          {
            author: "Bilal S.",
            rating: 5,
            comment: "Le goût du miel de mon enfance. Épais, parfumé, exactement comme au pays.",
            date: "2025-03-22",
          },
          {
            author: "Manon C.",
            rating: 4,
            comment: "Très bon miel, on sent bien la datte. Je le mets dans mon porridge tous les matins.",
            date: "2025-06-29",
          },
        ],
      },
    },
    {
      id: "jujubier_panjabi",
      name: "Miel de Jujubier du Pendjab",
      country: "Pakistan",
      countryFlag: "🇵🇰",
      title: "La gourmandise des plaines du Pendjab",
      description:
        "Né dans les plaines fertiles du Pendjab, ce miel de jujubier à la robe dorée séduit par sa douceur fleurie et ses accents de vanille.",
      ritual: "À déguster sur un fromage blanc ou pour sucrer délicatement un thé chaï.",
      notes: ["Caramel blond", "Fleuri", "Vanille", "Fruits secs"],
      rating: 4.6,
      badge: null,
      category: "pakistan",
      origin: "Plaines du Pendjab",
      properties: ["Monofloral de jujubier", "Saveur douce", "Miel cru", "Idéal au quotidien"],
      pricesCents: { "50g": 699, "90g": 1099, "250g": 2799 },
      detail: null,
    },

    // ───────────────────────────── Arabie saoudite ─────────────────────────────
    {
      id: "has_saoudien",
      name: "Miel de Has",
      country: "Arabie saoudite",
      countryFlag: "🇸🇦",
      title: "Le trésor de l'oasis d'Al-Ahsa",
      description:
        "Né dans la grande oasis d'Al-Ahsa, entre palmeraies et cultures fleuries, ce miel rare séduit par sa rondeur fruitée et sa finale délicatement épicée.",
      ritual: "Servez-le avec quelques dattes et un café arabe à la cardamome, comme le veut l'hospitalité saoudienne.",
      notes: ["Datte", "Fruits confits", "Miel de fleurs", "Cannelle"],
      rating: 4.7,
      badge: "Rare",
      category: "saudi",
      origin: "Oasis d'Al-Ahsa",
      properties: ["Miel d'oasis", "Miel cru", "Notes fruitées", "Petite production"],
      pricesCents: { "50g": 799, "90g": 1299, "250g": 3199 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Onctueuse",
          couleur: "Ambre moyen",
          conservation: "24 mois à l'abri de la lumière et de l'humidité",
          origine: "Oasis d'Al-Ahsa, Arabie saoudite",
          acidite: "Douce",
          crystallisation: "Modérée",
          composition: "100 % miel multifloral d'oasis (palmier dattier, luzerne, agrumes)",
          certification: "Contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Le reflet d'une des plus grandes oasis du monde",
          "Traditionnellement servi aux invités avec les dattes et le café",
          "Une rondeur fruitée qui se marie aux desserts orientaux",
          "Miel cru, récolté en petite quantité",
        ],
        usageTips: [
          "Accompagnez-le de dattes et d'un café à la cardamome.",
          "Arrosez-en des pâtisseries orientales ou un riz au lait.",
          "Mélangez-le à du tahini pour une tartinade gourmande.",
        ],
        detailedDescription:
          "<h3>Au cœur de l'oasis</h3>" +
          "<p>L'oasis d'<strong>Al-Ahsa</strong>, dans l'est de l'Arabie saoudite, compte plusieurs millions de palmiers dattiers. Entre les palmeraies poussent luzerne, agrumes et fleurs sauvages, qui offrent aux abeilles une flore variée.</p>" +
          "<p>Il en résulte un miel rond et fruité, aux accents de <em>fruits confits</em> et de cannelle, qui incarne l'art de recevoir saoudien.</p>",
        reviews: [
          {
            author: "Rania M.",
            rating: 5,
            comment: "Très parfumé, avec un goût de datte étonnant. Parfait avec le café arabe.",
            date: "2025-02-03",
          },
          {
            author: "Julie N.",
            rating: 4,
            comment: "Original et délicieux. J'aurais aimé un format encore plus grand !",
            date: "2025-07-21",
          },
        ],
      },
    },
    {
      id: "tahl_saoudien",
      name: "Miel de Tahl",
      country: "Arabie saoudite",
      countryFlag: "🇸🇦",
      title: "La clarté des acacias de l'Asir",
      description:
        "Butiné sur les acacias Tahl des montagnes de l'Asir, ce miel clair et délicat se distingue par sa douceur beurrée et sa finale vanillée.",
      ritual: "Dégustez-le pur ou versez-le en filet sur un fromage frais, accompagné de quelques amandes.",
      notes: ["Beurré", "Vanille", "Fleurs blanches", "Miel doux"],
      rating: 4.8,
      badge: "Édition Limitée",
      category: "saudi",
      origin: "Montagnes de l'Asir",
      properties: ["Monofloral d'acacia Tahl", "Reste longtemps liquide", "Miel cru", "Récolte limitée"],
      pricesCents: { "50g": 899, "90g": 1399, "250g": 3599 },
      stock: { "90g": 18, "250g": 10 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Fluide et soyeuse",
          couleur: "Doré clair",
          conservation: "36 mois à l'abri de la lumière et de l'humidité",
          origine: "Montagnes de l'Asir, Arabie saoudite",
          acidite: "Faible",
          crystallisation: "Très lente, reste longtemps liquide",
          composition: "100 % miel de Tahl (Acacia gerrardii)",
          certification: "Analyse pollinique et contrôle de pureté sur chaque lot",
        },
        benefits: [
          "L'un des miels les plus estimés de la péninsule Arabique",
          "Traditionnellement apprécié pour sa douceur, offert aux enfants comme aux anciens",
          "Une texture fluide, facile à doser",
          "Miel cru, issu d'une récolte limitée",
        ],
        usageTips: [
          "Dégustez-le pur pour apprécier sa finesse beurrée.",
          "Versez-le en filet sur un fromage frais ou une burrata.",
          "Sucrez un thé vert ou un thé blanc sans en masquer les arômes.",
        ],
        detailedDescription:
          "<h3>L'acacia des montagnes</h3>" +
          "<p>Le <strong>Tahl</strong> est un acacia des hauts plateaux de l'<strong>Asir</strong>, dans le sud-ouest de l'Arabie saoudite. Sa floraison, brève, donne un miel clair, limpide et d'une grande douceur.</p>" +
          "<p>Ses notes <em>beurrées</em> et vanillées, sans aucune amertume, en font un miel raffiné, très apprécié des connaisseurs de la région.</p>",
        reviews: [
          {
            author: "Hugo B.",
            rating: 5,
            comment: "Une douceur incroyable, presque vanillée. C'est devenu mon miel préféré.",
            date: "2025-05-12",
          },
          {
            author: "Amina E.",
            rating: 5,
            comment: "Authentique, on retrouve le vrai Tahl. Merci pour la qualité de l'emballage.",
            date: "2025-08-27",
          },
          {
            author: "Pauline R.",
            rating: 4,
            comment: "Très bon, très fluide. Le 250 g part vite, j'aurais dû en commander deux.",
            date: "2025-10-15",
          },
        ],
      },
    },
    {
      id: "nigelle_saoudien",
      name: "Miel de Nigelle",
      country: "Arabie saoudite",
      countryFlag: "🇸🇦",
      title: "L'intensité épicée de la graine noire",
      description:
        "Récolté sur les champs de nigelle en fleurs de la région d'Al-Qassim, ce miel sombre révèle des notes épicées et herbacées, avec une légère amertume élégante.",
      ritual: "Une cuillère dans une eau tiède citronnée le matin, ou en touche finale sur un pain chaud au sésame.",
      notes: ["Épicé", "Herbacé", "Poivré", "Boisé", "Amertume légère"],
      rating: 4.6,
      badge: null,
      category: "saudi",
      origin: "Région d'Al-Qassim",
      properties: ["Miel de fleurs de nigelle", "Saveur épicée", "Miel cru", "Ancré dans la tradition"],
      pricesCents: { "50g": 699, "90g": 1099, "250g": 2799 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Épaisse",
          couleur: "Brun ambré",
          conservation: "24 mois à l'abri de la lumière et de l'humidité",
          origine: "Région d'Al-Qassim, Arabie saoudite",
          acidite: "Moyenne",
          crystallisation: "Lente",
          composition: "100 % miel de fleurs de nigelle (Nigella sativa)",
          certification: "Contrôle de pureté sur chaque lot",
        },
        benefits: [
          "La nigelle, surnommée « graine bénie », occupe une place de choix dans les traditions du Moyen-Orient",
          "Traditionnellement apprécié le matin, dans une eau tiède",
          "Une saveur épicée et originale, loin des miels classiques",
          "Miel cru, non chauffé",
        ],
        usageTips: [
          "Diluez une cuillère dans une eau tiède citronnée.",
          "Badigeonnez-en un pain chaud au sésame ou un naan.",
          "Associez-le à une feta ou à un labneh avec un filet d'huile d'olive.",
        ],
        detailedDescription:
          "<h3>La fleur de la graine noire</h3>" +
          "<p>La <strong>nigelle</strong> (<em>Nigella sativa</em>) est connue pour ses petites graines noires, utilisées depuis des siècles dans les cuisines d'Orient. Ses fleurs bleu pâle offrent aux abeilles un nectar qui donne un miel sombre et singulier.</p>" +
          "<p>Épicé, herbacé et légèrement amer, il s'adresse aux curieux qui aiment les saveurs affirmées.</p>",
        reviews: [
          {
            author: "Youssef T.",
            rating: 5,
            comment: "Un goût vraiment unique, épicé et un peu amer. Je le prends chaque matin dans de l'eau tiède.",
            date: "2025-01-07",
          },
          {
            author: "Chloé F.",
            rating: 4,
            comment: "Surprenant mais très bon avec du fromage. Pas pour tout le monde, mais j'adore.",
            date: "2025-09-18",
          },
        ],
      },
    },

    // ───────────────────────────── Miels spéciaux ─────────────────────────────
    {
      id: "blanc_kirghizstan",
      name: "Miel Blanc du Kirghizstan",
      country: "Kirghizstan",
      countryFlag: "🇰🇬",
      title: "La neige crémeuse du Tian Shan",
      description:
        "Récolté dans les alpages du Tian Shan, ce miel d'esparcette à la blancheur d'ivoire offre une texture crémeuse et une saveur délicate de vanille et de fleurs blanches.",
      ritual: "À tartiner généreusement sur une brioche ou à déguster à la cuillère, comme une crème.",
      notes: ["Crème", "Vanille", "Fleurs blanches", "Beurre", "Amande"],
      rating: 4.8,
      badge: "Rare",
      category: "special",
      origin: "Montagnes du Tian Shan",
      properties: ["Miel d'altitude", "Texture naturellement crémeuse", "Couleur blanc ivoire", "Miel cru"],
      pricesCents: { "50g": 799, "90g": 1299, "250g": 3199 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Crémeuse, à tartiner",
          couleur: "Blanc ivoire",
          conservation: "24 mois à l'abri de la lumière et de la chaleur",
          origine: "Montagnes du Tian Shan, Kirghizstan",
          acidite: "Très douce",
          crystallisation: "Fine et naturelle, à l'origine de sa texture crémeuse",
          composition: "100 % miel d'esparcette et de fleurs de montagne",
          certification: "Contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Un miel d'altitude, issu d'alpages préservés",
          "Traditionnellement apprécié en Asie centrale, servi avec le thé et le pain",
          "Une texture crémeuse obtenue naturellement, sans aucun ajout",
          "Une douceur qui séduit petits et grands",
        ],
        usageTips: [
          "Tartinez-le sur une brioche ou une tranche de pain au levain.",
          "Dégustez-le à la cuillère, comme une crème onctueuse.",
          "Conservez-le au frais en été pour garder sa texture ferme.",
        ],
        detailedDescription:
          "<h3>Le miel blanc des alpages</h3>" +
          "<p>Dans les hautes vallées du <strong>Tian Shan</strong>, l'esparcette et les fleurs sauvages couvrent les prairies au début de l'été. Les abeilles y produisent un miel qui cristallise très finement et prend une couleur <em>blanc ivoire</em>.</p>" +
          "<p>Sa texture crémeuse et ses notes de vanille et d'amande en font l'un des miels les plus singuliers de notre collection.</p>",
        reviews: [
          {
            author: "Marie L.",
            rating: 5,
            comment: "On dirait une crème ! Texture incroyable et goût très délicat. Un coup de cœur.",
            date: "2025-03-16",
          },
          {
            author: "Nicolas J.",
            rating: 5,
            comment: "Je n'avais jamais vu un miel aussi blanc. Parfait sur une brioche le dimanche.",
            date: "2025-06-04",
          },
        ],
      },
    },
    {
      id: "manuka_nz",
      name: "Miel de Manuka UMF 10+",
      country: "Nouvelle-Zélande",
      countryFlag: "🇳🇿",
      title: "Le joyau de l'Île du Nord",
      description:
        "Certifié UMF 10+, ce Manuka authentique de Nouvelle-Zélande offre une texture dense et des notes terreuses, herbacées et caramélisées.",
      ritual: "Prenez une petite cuillère pure, à laisser fondre lentement, ou ajoutez-la à une boisson tiède.",
      notes: ["Terreux", "Herbacé", "Caramel", "Boisé", "Amertume douce"],
      rating: 4.9,
      badge: "Premium",
      category: "special",
      origin: "Île du Nord",
      properties: ["Certifié UMF 10+", "Monofloral de Manuka", "Texture dense", "Traçabilité garantie"],
      pricesCents: { "50g": 899, "90g": 1499, "250g": 3599 },
      stock: { "250g": 20 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Épaisse et dense",
          couleur: "Brun doré",
          conservation: "36 mois à l'abri de la lumière et de l'humidité",
          origine: "Île du Nord, Nouvelle-Zélande",
          acidite: "Moyenne",
          crystallisation: "Lente",
          composition: "100 % miel de Manuka (Leptospermum scoparium)",
          certification: "UMF 10+ (Unique Manuka Factor), numéro de licence indiqué sur chaque pot",
        },
        benefits: [
          "Un Manuka authentique, certifié UMF 10+",
          "Traditionnellement apprécié en Nouvelle-Zélande, où le manuka fait partie du patrimoine maori",
          "Une traçabilité complète, du rucher au pot",
          "Une saveur riche et complexe, idéale pour une dégustation pure",
        ],
        usageTips: [
          "Dégustez une petite cuillère pure, en la laissant fondre lentement.",
          "Ajoutez-le à une boisson tiède, jamais bouillante, pour préserver ses qualités.",
          "Utilisez une cuillère propre et sèche pour préserver le pot.",
          "Conservez-le à température ambiante, à l'abri de la lumière.",
        ],
        detailedDescription:
          "<h3>Un miel certifié</h3>" +
          "<p>Le <strong>Manuka</strong> est un arbuste originaire de Nouvelle-Zélande (<em>Leptospermum scoparium</em>) qui fleurit quelques semaines par an. Notre miel provient de l'<strong>Île du Nord</strong> et porte la certification <strong>UMF 10+</strong>, garante de son authenticité et de sa qualité.</p>" +
          "<p>Dense, presque pâteux, il développe des notes terreuses et herbacées, arrondies par une finale caramélisée.</p>" +
          "<h3>Que signifie UMF 10+ ?</h3>" +
          "<ul><li>Un système de classement propre au miel de Manuka néo-zélandais</li><li>Des analyses en laboratoire indépendant</li><li>Une licence attribuée à chaque producteur agréé</li></ul>",
        reviews: [
          {
            author: "Céline A.",
            rating: 5,
            comment: "Un vrai Manuka certifié, à un prix bien plus raisonnable qu'ailleurs. Goût puissant, j'adore.",
            date: "2025-01-23",
          },
          {
            author: "Olivier M.",
            rating: 5,
            comment: "Texture très dense, saveur boisée. Le numéro de licence est bien présent sur le pot.",
            date: "2025-04-30",
          },
          {
            author: "Sarah K.",
            rating: 4,
            comment: "Très bonne qualité. Le goût est particulier, un peu amer, mais on s'y habitue vite.",
            date: "2025-11-06",
          },
        ],
      },
    },
    {
      id: "miel_rose",
      name: "Miel à la Rose de Damas",
      country: "Iran",
      countryFlag: "🇮🇷",
      title: "Une promenade dans les roseraies de Kashan",
      description:
        "Un miel de fleurs délicat, récolté près des roseraies de Kashan et infusé de pétales de rose de Damas, pour une bouche florale et lumineuse.",
      ritual: "Versez-le sur un yaourt grec ou une panna cotta, ou sucrez-en un thé noir pour une note orientale.",
      notes: ["Rose", "Litchi", "Floral", "Miel doux"],
      rating: 4.7,
      badge: "Nouveau",
      category: "special",
      origin: "Roseraies de Kashan",
      properties: ["Pétales de rose de Damas", "Miel de fleurs", "Parfum délicat", "Idéal en pâtisserie"],
      pricesCents: { "50g": 699, "90g": 1099, "250g": 2799 },
      detail: {
        characteristics: {
          poids: POIDS,
          texture: "Fluide",
          couleur: "Doré rosé",
          conservation: "12 mois à l'abri de la lumière et de l'humidité",
          origine: "Roseraies de Kashan, Iran",
          acidite: "Douce",
          crystallisation: "Modérée",
          composition: "Miel de fleurs infusé de pétales de rose de Damas",
          certification: "Contrôle de pureté sur chaque lot",
        },
        benefits: [
          "Le parfum de la rose de Damas, cueillie à la main au printemps",
          "Traditionnellement apprécié en Iran, où l'eau de rose parfume thés et desserts",
          "Une touche florale qui sublime la pâtisserie",
          "Sans arôme artificiel",
        ],
        usageTips: [
          "Nappez-en un yaourt grec, une panna cotta ou un riz au lait.",
          "Sucrez un thé noir pour une note orientale.",
          "Associez-le à des fruits rouges ou à des litchis frais.",
        ],
        detailedDescription:
          "<h3>La vallée des roses</h3>" +
          "<p>Chaque printemps, autour de <strong>Kashan</strong>, les champs de rosiers de Damas se couvrent de fleurs que l'on cueille à l'aube pour en distiller l'eau de rose. Notre miel de fleurs y est récolté, puis infusé de <em>pétales de rose</em> séchés.</p>" +
          "<p>Le résultat est un miel lumineux, au parfum floral délicat, avec une pointe de litchi en fin de bouche.</p>",
        reviews: [
          {
            author: "Léa V.",
            rating: 5,
            comment: "Le parfum de rose est subtil, pas du tout écœurant. Parfait sur une panna cotta.",
            date: "2025-05-25",
          },
          {
            author: "Farid Z.",
            rating: 4,
            comment: "Rappelle les desserts iraniens de ma grand-mère. Très joli produit.",
            date: "2025-08-02",
          },
        ],
      },
    },
    {
      id: "spiruline",
      name: "Miel à la Spiruline",
      country: "France",
      countryFlag: "🇫🇷",
      title: "L'alliance du miel et de l'algue bleue",
      description:
        "Un miel de fleurs de Provence marié à une spiruline cultivée en France, pour une saveur végétale surprenante et une couleur vert profond.",
      ritual: "À déguster sur une tartine de pain complet ou à mélanger à un smoothie aux fruits.",
      notes: ["Végétal", "Iodé", "Floral", "Noisette"],
      rating: 4.5,
      badge: "Nouveau",
      category: "special",
      origin: "Provence",
      properties: ["Miel de fleurs français", "Spiruline cultivée en France", "Couleur vert profond", "Sans colorant"],
      pricesCents: { "50g": 599, "90g": 999, "250g": 2399 },
      detail: null,
    },

    // ───────────────────────────── Miels fruités et aromatisés ─────────────────────────────
    {
      id: "fruité_orange",
      name: "Miel Fruité à l'Orange",
      country: "France",
      countryFlag: "🇫🇷",
      title: "Un rayon de soleil à tartiner",
      description:
        "Un miel de fleurs français relevé d'arôme naturel d'orange, pétillant et gourmand, qui évoque les vergers du Sud.",
      ritual: "Sur une crêpe, dans un thé glacé ou en nappage d'un gâteau au yaourt.",
      notes: ["Orange", "Zeste", "Miel de fleurs", "Confiture"],
      rating: 4.6,
      badge: null,
      category: "fruity",
      origin: "Provence",
      properties: ["Miel de fleurs français", "Arôme naturel d'orange", "Saveur fruitée", "Idéal pour les crêpes"],
      pricesCents: { "50g": 499, "90g": 999, "250g": 1999 },
      detail: null,
    },
    {
      id: "fruité_rouge",
      name: "Miel Fruité aux Fruits Rouges",
      country: "France",
      countryFlag: "🇫🇷",
      title: "La gourmandise des sous-bois",
      description:
        "Framboise, fraise et cassis s'invitent dans un miel de fleurs doux pour une gourmandise acidulée et colorée.",
      ritual: "Délicieux sur un fromage blanc, des pancakes ou en accompagnement d'un fromage de chèvre frais.",
      notes: ["Framboise", "Fraise", "Cassis", "Miel de fleurs"],
      rating: 4.7,
      badge: "Nouveau",
      category: "fruity",
      origin: "Vallée du Rhône",
      properties: [
        "Miel de fleurs français",
        "Arômes naturels de fruits rouges",
        "Saveur acidulée",
        "Apprécié des enfants",
      ],
      pricesCents: { "50g": 499, "90g": 999, "250g": 1999 },
      detail: null,
    },
    {
      id: "pistache",
      name: "Miel à la Pistache",
      country: "France",
      countryFlag: "🇫🇷",
      title: "La douceur orientale",
      description:
        "Un miel crémeux associé à la pistache grillée, pour une texture fondante et un goût qui rappelle les pâtisseries d'Orient.",
      ritual: "À tartiner sur une brioche, à glisser dans un croissant ou à déguster à la cuillère.",
      notes: ["Pistache", "Amande", "Beurré", "Miel doux"],
      rating: 4.8,
      badge: "Bestseller",
      category: "fruity",
      origin: "Provence",
      properties: ["Miel de fleurs français", "Pistache grillée", "Texture crémeuse", "Notre miel aromatisé préféré"],
      pricesCents: { "50g": 499, "90g": 999, "250g": 1999 },
      detail: null,
    },
    {
      id: "cafe",
      name: "Miel au Café",
      country: "France",
      countryFlag: "🇫🇷",
      title: "L'éveil gourmand",
      description:
        "Un miel de fleurs subtilement infusé de café torréfié, aux notes de cacao et de caramel, pour les matins pleins d'entrain.",
      ritual: "Dans un latte, sur une tartine beurrée ou pour napper une boule de glace vanille.",
      notes: ["Café torréfié", "Cacao", "Caramel", "Miel de fleurs"],
      rating: 4.6,
      badge: null,
      category: "fruity",
      origin: "Occitanie",
      properties: ["Miel de fleurs français", "Café torréfié", "Notes de cacao", "Parfait au petit-déjeuner"],
      pricesCents: { "50g": 499, "90g": 999, "250g": 1999 },
      detail: null,
    },
    {
      id: "creme_brulee",
      name: "Miel Crème Brûlée",
      country: "France",
      countryFlag: "🇫🇷",
      title: "Le dessert en cuillère",
      description:
        "Vanille, crème et sucre caramélisé : ce miel gourmand revisite le grand classique de la pâtisserie française.",
      ritual: "À déguster à la cuillère, sur une gaufre chaude ou en nappage d'une salade de fruits.",
      notes: ["Vanille", "Caramel", "Crème", "Sucre brûlé"],
      rating: 4.7,
      badge: null,
      category: "fruity",
      origin: "Occitanie",
      properties: ["Miel de fleurs français", "Arôme naturel de vanille", "Notes caramélisées", "Très gourmand"],
      pricesCents: { "50g": 499, "90g": 999, "250g": 1999 },
      detail: null,
    },
    {
      id: "coco_amande",
      name: "Miel Coco-Amande",
      country: "France",
      countryFlag: "🇫🇷",
      title: "Une escapade tropicale",
      description:
        "La douceur de la noix de coco rencontre la finesse de l'amande dans un miel crémeux aux accents vanillés.",
      ritual: "Sur un bol de granola, dans un porridge ou pour parfumer un lait végétal tiède.",
      notes: ["Noix de coco", "Amande", "Vanille", "Miel de fleurs"],
      rating: 4.6,
      badge: null,
      category: "fruity",
      origin: "Provence",
      properties: ["Miel de fleurs français", "Coco et amande", "Texture crémeuse", "Saveur exotique"],
      pricesCents: { "50g": 499, "90g": 999, "250g": 1999 },
      detail: null,
    },

    // ───────────────────────────── Miels de table ─────────────────────────────
    {
      id: "table_fleurs",
      name: "Miel de Table Toutes Fleurs",
      country: "France",
      countryFlag: "🇫🇷",
      title: "Le miel du quotidien",
      description:
        "Un miel toutes fleurs de France, doux et équilibré, pensé pour sucrer naturellement vos boissons et vos recettes de tous les jours.",
      ritual: "Dans le thé, le yaourt, les vinaigrettes ou les gâteaux : il trouve sa place partout.",
      notes: ["Floral", "Doux", "Caramel léger"],
      rating: 4.5,
      badge: null,
      category: "table",
      origin: "Centre-Val de Loire",
      properties: ["Miel toutes fleurs", "Récolté en France", "Saveur douce", "Prix doux"],
      pricesCents: { "50g": 199, "90g": 299, "250g": 899 },
      detail: null,
    },
    {
      id: "table_sidr",
      name: "Miel de Table au Sidr",
      country: "Pakistan",
      countryFlag: "🇵🇰",
      title: "Le Sidr à portée de tous",
      description:
        "Un miel de jujubier du Sind, simple et savoureux, pour profiter chaque jour des notes caramélisées du Sidr à petit prix.",
      ritual: "À utiliser sans compter dans le thé, sur les tartines ou dans vos pâtisseries maison.",
      notes: ["Caramel", "Boisé", "Fleuri", "Doux"],
      rating: 4.6,
      badge: null,
      category: "table",
      origin: "Province du Sind",
      properties: ["Miel de jujubier", "Usage quotidien", "Saveur caramélisée", "Prix doux"],
      pricesCents: { "50g": 299, "90g": 499, "250g": 1199 },
      detail: null,
    },
  ],

  perfumes: [
    // ───────────────────────────── Mr.H ─────────────────────────────
    {
      id: "parfum_homme_1",
      name: "Mr.H — Erba",
      collection: "Mr.H",
      priceCents: 2999,
      description:
        "Notre signature masculine : un sillage vert et frais d'herbes aromatiques, posé sur un fond boisé de vétiver.",
      notes: ["Basilic", "Bergamote", "Vétiver", "Mousse de chêne"],
      rating: 4.9,
      badge: "Bestseller",
    },
    {
      id: "parfum_homme_2",
      name: "Mr.H — Oud Royal",
      collection: "Mr.H",
      priceCents: 2999,
      description: "Un oud profond et fumé, adouci par la rose et le safran, pour une présence affirmée du soir.",
      notes: ["Oud", "Safran", "Rose", "Ambre"],
      rating: 4.8,
      badge: "Luxe",
    },
    {
      id: "parfum_homme_3",
      name: "Mr.H — Cuir Noir",
      collection: "Mr.H",
      priceCents: 2999,
      description: "Un cuir souple et élégant, réchauffé de bouleau et de poivre, pour un caractère racé.",
      notes: ["Cuir", "Bouleau", "Poivre noir", "Patchouli"],
      rating: 4.7,
      badge: "Premium",
    },
    {
      id: "parfum_homme_4",
      name: "Mr.H — Vétiver Fumé",
      collection: "Mr.H",
      priceCents: 2999,
      description: "Un vétiver terreux enveloppé d'une brume fumée, à la fois sobre et magnétique.",
      notes: ["Vétiver", "Encens", "Pamplemousse", "Cèdre"],
      rating: 4.6,
      badge: null,
    },
    {
      id: "parfum_homme_5",
      name: "Mr.H — Ambre Impérial",
      collection: "Mr.H",
      priceCents: 2999,
      description: "Un ambre chaud et résineux, relevé de cardamome, qui laisse un sillage enveloppant.",
      notes: ["Ambre", "Cardamome", "Labdanum", "Vanille"],
      rating: 4.8,
      badge: "Premium",
    },
    {
      id: "parfum_homme_6",
      name: "Mr.H — Bois de Santal",
      collection: "Mr.H",
      priceCents: 2999,
      description: "La douceur crémeuse du santal, éclairée de figue et de poivre rose, pour une élégance discrète.",
      notes: ["Santal", "Figue", "Poivre rose", "Musc"],
      rating: 4.6,
      badge: null,
    },
    {
      id: "parfum_homme_7",
      name: "Mr.H × Baccarat – Cristal Ambré",
      collection: "Mr.H",
      priceCents: 3499,
      description:
        "Fruit de notre collaboration avec Baccarat, un ambre lumineux et précieux, facetté de safran et de bois de cèdre, présenté dans un flacon d'exception.",
      notes: ["Ambre", "Safran", "Jasmin", "Cèdre", "Musc blanc"],
      rating: 5.0,
      badge: "Luxe",
      stock: 25,
    },
    {
      id: "parfum_homme_8",
      name: "Mr.H — Néroli Marin",
      collection: "Mr.H",
      priceCents: 2999,
      description: "Une fraîcheur solaire de néroli et d'embruns, idéale pour les journées d'été.",
      notes: ["Néroli", "Notes marines", "Citron", "Bois flotté"],
      rating: 4.7,
      badge: "Nouveau",
    },
    {
      id: "parfum_homme_9",
      name: "Mr.H — Tabac Blond",
      collection: "Mr.H",
      priceCents: 2999,
      description:
        "Des feuilles de tabac blond mêlées de miel et de fève tonka, pour un parfum chaleureux et réconfortant.",
      notes: ["Tabac", "Miel", "Fève tonka", "Cacao"],
      rating: 4.7,
      badge: null,
    },
    {
      id: "parfum_homme_10",
      name: "Mr.H — Épices d'Orient",
      collection: "Mr.H",
      priceCents: 2999,
      description: "Une édition limitée aux épices chaudes des souks, entre cannelle, clou de girofle et oud.",
      notes: ["Cannelle", "Clou de girofle", "Oud", "Benjoin"],
      rating: 4.8,
      badge: "Édition Limitée",
      stock: 30,
    },
    {
      id: "parfum_homme_11",
      name: "Mr.H — Lavande Sauvage",
      collection: "Mr.H",
      priceCents: 2999,
      description: "Une fougère moderne où la lavande de Haute-Provence rencontre la sauge et un fond ambré.",
      notes: ["Lavande", "Sauge sclarée", "Géranium", "Ambre gris"],
      rating: 4.5,
      badge: null,
    },
    {
      id: "parfum_homme_12",
      name: "Mr.H — Poivre Noir",
      collection: "Mr.H",
      priceCents: 2999,
      description: "Un boisé épicé et vibrant, porté par le poivre noir et le gingembre, pour un sillage énergique.",
      notes: ["Poivre noir", "Gingembre", "Vétiver", "Cèdre"],
      rating: 4.6,
      badge: "Nouveau",
    },
    {
      id: "parfum_homme_13",
      name: "Mr.H — Nuit de Mascate",
      collection: "Mr.H",
      priceCents: 2999,
      description:
        "Inspiré des nuits omanaises, un parfum d'encens et de rose sur un fond de musc et de bois précieux.",
      notes: ["Encens", "Rose", "Musc", "Bois de gaïac"],
      rating: 4.9,
      badge: "Bestseller",
    },

    // ───────────────────────────── Mme.H ─────────────────────────────
    {
      id: "parfum_femme_1",
      name: "Mme.H — Rose noir",
      collection: "Mme.H",
      priceCents: 2999,
      description:
        "Une rose sombre et veloutée, sublimée par le patchouli et une touche de fruits noirs, pour une féminité mystérieuse.",
      notes: ["Rose", "Cassis", "Patchouli", "Oud"],
      rating: 4.9,
      badge: "Bestseller",
    },
    {
      id: "parfum_femme_2",
      name: "Mme.H — Fleur d'Oranger",
      collection: "Mme.H",
      priceCents: 2999,
      description: "Un bouquet lumineux de fleur d'oranger et de néroli, frais et délicatement sucré.",
      notes: ["Fleur d'oranger", "Néroli", "Mandarine", "Musc blanc"],
      rating: 4.6,
      badge: null,
    },
    {
      id: "parfum_femme_3",
      name: "Mme.H — Jasmin Nacré",
      collection: "Mme.H",
      priceCents: 2999,
      description: "Un jasmin solaire et sensuel, adouci de notes lactées et d'un fond de bois blonds.",
      notes: ["Jasmin", "Ylang-ylang", "Santal", "Vanille"],
      rating: 4.8,
      badge: "Premium",
    },
    {
      id: "parfum_femme_4",
      name: "Mme.H — Vanille Ambrée",
      collection: "Mme.H",
      priceCents: 2999,
      description: "Une vanille gourmande et ambrée, réchauffée de fève tonka, qui enveloppe la peau d'un voile doux.",
      notes: ["Vanille", "Ambre", "Fève tonka", "Praline"],
      rating: 4.7,
      badge: "Nouveau",
    },
    {
      id: "parfum_femme_5",
      name: "Mme.H — Iris Poudré",
      collection: "Mme.H",
      priceCents: 2999,
      description: "Une édition limitée autour de l'iris, poudrée et raffinée, avec une pointe de violette et de musc.",
      notes: ["Iris", "Violette", "Poire", "Musc"],
      rating: 4.8,
      badge: "Édition Limitée",
      stock: 30,
    },
  ],

  wellness: [
    {
      id: "shilajit_product",
      name: "Shilajit",
      subtitle: "Résine pure de l'Himalaya",
      description:
        "Une résine naturelle récoltée en altitude dans l'Himalaya, purifiée selon une méthode traditionnelle. Traditionnellement appréciée dans la culture ayurvédique, elle se dissout dans une boisson tiède.",
      priceCents: 3000,
      notes: ["Résine pure", "Himalaya", "Tradition ayurvédique", "Sans additif"],
      rating: 4.5,
      badge: "Nouveau",
      offers: [
        {
          id: "shilajit_1",
          label: "1 pot",
          description: "Idéal pour découvrir le Shilajit.",
          quantity: 1,
          priceCents: 3000,
          originalPriceCents: null,
        },
        {
          id: "shilajit_2",
          label: "Pack de 2",
          description: "Économisez 10 €.",
          quantity: 2,
          priceCents: 5000,
          originalPriceCents: 6000,
        },
        {
          id: "shilajit_3",
          label: "Pack de 3",
          description: "Économisez 30 €, notre meilleure offre.",
          quantity: 3,
          priceCents: 6000,
          originalPriceCents: 9000,
        },
      ],
    },
  ],

  packages: [
    {
      id: "parfum_homme",
      name: "Mr.H — Erba",
      description: "Notre parfum signature pour homme, frais et aromatique, aux accents de basilic et de vétiver.",
      priceCents: 2999,
      badge: "Exclusif",
      vatRateBp: NORMAL_VAT_BP,
    },
    {
      id: "miel_sumur",
      name: "Miel de Sumur",
      description: "Un miel d'acacia Soumur d'Oman, sombre et puissant, proposé en édition limitée.",
      priceCents: 3000,
      badge: "Édition Limitée",
    },
    {
      id: "parfum_femme",
      name: "Mme.H — Rose noir",
      description: "Une rose sombre et veloutée, relevée de patchouli : la signature féminine de Maison H.",
      priceCents: 2999,
      badge: "Exclusif",
      vatRateBp: NORMAL_VAT_BP,
    },
    {
      id: "miel_russie",
      name: "Miel de tilleul de l'Altaï",
      description:
        "Un miel de tilleul récolté dans les forêts de l'Altaï, en Russie, clair et délicatement mentholé, présenté dans un coffret grand format.",
      priceCents: 14500,
      badge: "Rare",
    },
    {
      id: "miel_manuka",
      name: "Miel de Manuka UMF 10+",
      description: "Un Manuka authentique de Nouvelle-Zélande, certifié UMF 10+, en grand format pour la famille.",
      priceCents: 8900,
      badge: null,
    },
    {
      id: "collection_miels",
      name: "Collection des miels rares",
      description:
        "Un coffret découverte réunissant nos miels les plus rares, du Sidr du Yémen au Manuka de Nouvelle-Zélande, pour un voyage gustatif à travers le monde.",
      priceCents: 24900,
      badge: null,
    },
  ],
};
