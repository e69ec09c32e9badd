/**
 * Shops of the demo marketplace. `tops` index CATEGORIES (0 phones, 1 women, 2 men, 3 beauty,
 * 4 home & kitchen, 5 food, 6 kids, 7 sports, 8 books, 9 health, 10 auto, 11 appliances).
 */
export type City = 'Yangon' | 'Mandalay' | 'Naypyidaw' | 'Taunggyi';

export interface ShopCategoryDef {
  name: string;
  children: { name: string; tops: number[] }[];
}
export interface ShopDef {
  name: string;
  tagline: string;
  city: City;
  township: string;
  address: string;
  telephone: string;
  latLng: [number, number];
  tops: number[];
  mainBusiness: string;
  description: string;
  isOwn?: boolean;
  closed?: boolean;
  categories?: ShopCategoryDef[];
}

export const ALL_TOPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

export const SHOPS: ShopDef[] = [
  {
    name: 'Zay Official Store',
    tagline: 'Genuine goods, official warranty',
    city: 'Yangon',
    township: 'Kamayut',
    address: 'No. 45, Pyay Road',
    telephone: '09 777 000 111',
    latLng: [16.8243, 96.1319],
    tops: ALL_TOPS,
    isOwn: true,
    mainBusiness: 'ဘက်စုံ',
    description: 'Zay ၏ တရားဝင်ဆိုင်။ မူရင်းပစ္စည်းများကို အာမခံဖြင့် ရောင်းချပါသည်။',
    categories: [
      {
        name: 'Zay ရွေးချယ်မှု',
        children: [
          { name: 'အီလက်ထရောနစ်', tops: [0, 11, 10] },
          { name: 'ဖက်ရှင်', tops: [1, 2, 7] },
          { name: 'နေ့စဉ်သုံး', tops: [3, 4, 5, 6, 8, 9] },
        ],
      },
    ],
  },
  {
    name: 'Yangon Digital',
    tagline: 'Phones, laptops & gadgets',
    city: 'Yangon',
    township: 'Pabedan',
    address: 'No. 128, Bogyoke Aung San Road',
    telephone: '09 421 555 301',
    latLng: [16.7797, 96.156],
    tops: [0, 11],
    mainBusiness: 'ဖုန်းနှင့် အီလက်ထရောနစ်',
    description: 'စမတ်ဖုန်း၊ လက်ပ်တော့နှင့် လျှပ်စစ်ပစ္စည်း မူရင်းများကို အာမခံဖြင့် ရောင်းချပါသည်။',
  },
  {
    name: 'Golden Lotus Fashion',
    tagline: "Women's fashion & silk",
    city: 'Yangon',
    township: 'Latha',
    address: 'No. 77, 19th Street',
    telephone: '09 450 812 233',
    latLng: [16.7752, 96.1527],
    tops: [1],
    mainBusiness: 'အမျိုးသမီးဖက်ရှင်',
    description: 'ခေတ်ဆန်သော အမျိုးသမီးဝတ်စုံများနှင့် ရိုးရာ ပိုးထဘီများ။',
  },
  {
    name: 'Shwe Mart',
    tagline: 'Groceries & home essentials',
    city: 'Yangon',
    township: 'Bahan',
    address: 'No. 210, Kaba Aye Pagoda Road',
    telephone: '09 796 330 120',
    latLng: [16.813, 96.159],
    tops: [5, 4],
    mainBusiness: 'အစားအသောက်နှင့် အိမ်သုံးပစ္စည်း',
    description: 'နေ့စဉ်လိုအပ်သော စားသောက်ကုန်နှင့် အိမ်သုံးပစ္စည်းများကို ဈေးနှုန်းသက်သာစွာ ဝယ်ယူနိုင်ပါသည်။',
  },
  {
    name: 'Thazin Beauty',
    tagline: 'Beauty, thanaka & wellness',
    city: 'Mandalay',
    township: 'Chanayethazan',
    address: 'No. 15, 78th Street',
    telephone: '09 259 774 018',
    latLng: [21.9756, 96.0836],
    tops: [3, 9],
    mainBusiness: 'အလှကုန်နှင့် ကျန်းမာရေး',
    description: 'မူရင်းအလှကုန်၊ သနပ်ခါးနှင့် ကျန်းမာရေး ထုတ်ကုန်များ။',
  },
  {
    name: 'Mingalar Kids',
    tagline: 'Everything for mum & baby',
    city: 'Yangon',
    township: 'Mayangon',
    address: 'No. 56, Parami Road',
    telephone: '09 977 120 456',
    latLng: [16.862, 96.142],
    tops: [6],
    mainBusiness: 'မိခင်နှင့် ကလေး',
    description: 'ကလေးနို့မှုန့်၊ ဒိုက်ပါ၊ ကလေးအဝတ်အစားနှင့် ကစားစရာများ။',
  },
  {
    name: 'Aung Sports',
    tagline: 'Gear for every game',
    city: 'Yangon',
    township: 'Botahtaung',
    address: 'No. 14, Bo Aung Kyaw Street',
    telephone: '09 425 008 761',
    latLng: [16.773, 96.165],
    tops: [7],
    mainBusiness: 'အားကစားပစ္စည်း',
    description: 'ဘောလုံး၊ ခြင်းလုံး၊ အပြေးဖိနပ်နှင့် ကိုယ်လက်လေ့ကျင့်ခန်း ပစ္စည်းများ။',
  },
  {
    name: 'Pyinnya Books',
    tagline: 'Books & stationery since 1998',
    city: 'Yangon',
    township: 'Kyauktada',
    address: 'No. 88, Pansodan Street',
    telephone: '09 730 455 902',
    latLng: [16.776, 96.168],
    tops: [8],
    mainBusiness: 'စာအုပ်နှင့် စာရေးကိရိယာ',
    description: 'ဝတ္ထု၊ ကလေးစာအုပ်၊ ဘာသာစကား စာအုပ်များနှင့် ရုံးသုံး စာရေးကိရိယာများ။',
  },
  {
    name: 'Mandalay Gentleman',
    tagline: "Men's wear & longyi",
    city: 'Mandalay',
    township: 'Chanayethazan',
    address: 'No. 120, 26th Street',
    telephone: '09 444 203 877',
    latLng: [21.98, 96.089],
    tops: [2],
    mainBusiness: 'အမျိုးသားဖက်ရှင်',
    description: 'အမျိုးသားဝတ်စုံ၊ ပုဆိုးနှင့် တိုက်ပုံအင်္ကျီ အမျိုးမျိုး။',
  },
  {
    name: 'Shwe Taung Moto',
    tagline: 'Motorcycles, parts & car care',
    city: 'Mandalay',
    township: 'Mahaaungmye',
    address: 'No. 45, 35th Street',
    telephone: '09 402 667 115',
    latLng: [21.962, 96.09],
    tops: [10],
    mainBusiness: 'ဆိုင်ကယ်နှင့် ကားပစ္စည်း',
    description: 'ဆိုင်ကယ်၊ အပိုပစ္စည်း၊ အင်ဂျင်ဝိုင်နှင့် ကားဆက်စပ်ပစ္စည်းများ။',
  },
  {
    name: 'Royal Home Living',
    tagline: 'Home, kitchen & appliances',
    city: 'Mandalay',
    township: 'Chanmyathazi',
    address: 'No. 300, 80th Street',
    telephone: '09 263 551 780',
    latLng: [21.951, 96.082],
    tops: [4, 11],
    mainBusiness: 'အိမ်နှင့် မီးဖိုချောင်',
    description: 'မီးဖိုချောင်သုံး ပစ္စည်း၊ ပရိဘောဂနှင့် အိမ်သုံး လျှပ်စစ်ပစ္စည်းများ။',
  },
  {
    name: 'Bagan Lacquer House',
    tagline: 'Lacquerware & crafts',
    city: 'Mandalay',
    township: 'Nyaung-U',
    address: 'No. 7, Anawrahta Road',
    telephone: '09 256 118 034',
    latLng: [21.196, 94.91],
    tops: [4],
    closed: true,
    mainBusiness: 'လက်မှုပစ္စည်း',
    description: 'ပုဂံ ယွန်းထည်နှင့် လက်မှုပစ္စည်းများ။ ယာယီ ပိတ်ထားပါသည်။',
  },
];

/** Streets and townships used for generated shops' addresses, per city. */
export const CITY_ADDRESSES: Record<City, { townships: string[]; streets: string[]; latLng: [number, number] }> = {
  Yangon: {
    townships: ['Kamayut', 'Bahan', 'Sanchaung', 'Hlaing', 'Yankin', 'Tamwe', 'Mayangon', 'Insein'],
    streets: ['Pyay Road', 'Anawrahta Road', 'Maha Bandula Road', 'Insein Road', 'University Avenue', 'Parami Road'],
    latLng: [16.82, 96.15],
  },
  Mandalay: {
    townships: ['Chanayethazan', 'Mahaaungmye', 'Chanmyathazi', 'Aungmyethazan'],
    streets: ['26th Street', '35th Street', '62nd Street', '73rd Street', '78th Street', '80th Street'],
    latLng: [21.97, 96.08],
  },
  Naypyidaw: {
    townships: ['Zabuthiri', 'Pyinmana', 'Ottarathiri'],
    streets: ['Yaza Htarni Road', 'Myoma Market Road'],
    latLng: [19.75, 96.12],
  },
  Taunggyi: { townships: ['Taunggyi'], streets: ['Bogyoke Aung San Road', 'Merchant Road'], latLng: [20.78, 97.04] },
};

/** Name parts for the extra shops of the large catalogue: a prefix and a word for their trade. */
export const SHOP_PREFIXES = [
  'Shwe',
  'Aung',
  'Myat',
  'Thiri',
  'Zaw',
  'Ruby',
  'Jade',
  'Lucky',
  'Royal',
  'Golden',
  'Mingalar',
  'Yadanar',
  'Hla',
  'Nandaw',
  'Padauk',
  'Ayeyar',
  'Inle',
  'Sein',
  'Nwe',
  'Kyaw',
  'Moe',
  'Star',
  'Bright',
  'Pearl',
];
export const SHOP_TRADES = [
  'Mobile',
  'Fashion',
  'Menswear',
  'Beauty',
  'Home',
  'Mart',
  'Baby',
  'Sports',
  'Books',
  'Pharmacy',
  'Motors',
  'Electric',
];
