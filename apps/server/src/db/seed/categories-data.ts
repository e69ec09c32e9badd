import type { IconName } from './image-icons';

/** Which spec dimensions a category's goods vary by (see specs-data.ts). */
export type SpecKind =
  | 'phone'
  | 'apparel'
  | 'shoe'
  | 'kids'
  | 'size'
  | 'colour'
  | 'weight'
  | 'bulk'
  | 'litre'
  | 'volume'
  | 'scent'
  | 'pack'
  | 'none';
/** Vocabulary group for adjectives, selling lines and attributes (see vocab-data.ts). */
export type Group = 'tech' | 'fashion' | 'beauty' | 'home' | 'food' | 'kids' | 'sports' | 'books' | 'health' | 'auto';

export interface LeafDef {
  zh: string;
  en: string;
  mm: string;
  /** English singular used inside goods names. */
  noun: string;
  icon: IconName;
  spec: SpecKind;
  /** Price range in Ks. */
  price: readonly [number, number];
  /** Brand-and-model phrases; a phrase starting with a brand's name belongs to that brand. */
  models: readonly string[];
}
export interface MidDef {
  zh: string;
  en: string;
  mm: string;
  icon: IconName;
  leaves: LeafDef[];
}
export interface TopDef {
  zh: string;
  en: string;
  mm: string;
  short: string;
  icon: IconName;
  group: Group;
  mids: MidDef[];
}

const l = (
  zh: string,
  en: string,
  mm: string,
  noun: string,
  icon: IconName,
  spec: SpecKind,
  min: number,
  max: number,
  models: string[],
): LeafDef => ({ zh, en, mm, noun, icon, spec, price: [min, max], models });
const m = (zh: string, en: string, mm: string, icon: IconName, leaves: LeafDef[]): MidDef => ({
  zh,
  en,
  mm,
  icon,
  leaves,
});
const top = (
  zh: string,
  en: string,
  mm: string,
  short: string,
  icon: IconName,
  group: Group,
  mids: MidDef[],
): TopDef => ({ zh, en, mm, short, icon, group, mids });

export const CATEGORIES: TopDef[] = [
  top('手机数码', 'Phones & Electronics', 'ဖုန်းနှင့် အီလက်ထရောနစ်', 'Phones', 'phone', 'tech', [
    m('手机', 'Mobile Phones', 'မိုဘိုင်းဖုန်း', 'phone', [
      l('智能手机', 'Smartphones', 'စမတ်ဖုန်း', 'Smartphone', 'phone', 'phone', 320_000, 1_650_000, [
        'Samsung Galaxy A15',
        'Xiaomi Redmi 13C',
        'Oppo A78',
        'Vivo Y36',
        'Realme C67',
        'Huawei nova 11i',
      ]),
      l('功能手机', 'Feature Phones', 'ခလုတ်ဖုန်း', 'Feature Phone', 'phone', 'colour', 28_000, 75_000, [
        'Nokia 105',
        'Nokia 110 4G',
        'Tecno T301',
      ]),
      l('平板电脑', 'Tablets', 'တက်ဘလက်', 'Tablet', 'tablet', 'colour', 380_000, 2_200_000, [
        'Samsung Galaxy Tab A9',
        'Xiaomi Redmi Pad SE',
        'Huawei MatePad 11.5',
        'Lenovo Tab M10',
      ]),
    ]),
    m('手机配件', 'Phone Accessories', 'ဖုန်းဆက်စပ်ပစ္စည်း', 'plug', [
      l('充电器', 'Chargers', 'အားသွင်းကိရိယာ', 'Charger', 'plug', 'colour', 8_000, 45_000, [
        'Anker 20W USB-C',
        'Baseus 65W GaN',
        'Xiaomi 33W Fast',
        'Samsung 25W Super Fast',
      ]),
      l('充电宝', 'Power Banks', 'ပါဝါဘန့်', 'Power Bank', 'battery', 'colour', 22_000, 95_000, [
        'Anker PowerCore 10000',
        'Xiaomi 20000mAh',
        'Baseus Bipow 20000',
        'Slim 10000mAh',
      ]),
      l('手机壳', 'Phone Cases', 'ဖုန်းကာဗာ', 'Phone Case', 'phone', 'colour', 3_500, 18_000, [
        'Clear Shockproof',
        'Leather Flip',
        'Silicone Soft',
        'Armor Rugged',
      ]),
    ]),
    m('影音', 'Audio', 'အသံစနစ်', 'headphones', [
      l('耳机', 'Earphones', 'နားကြပ်', 'Earphones', 'headphones', 'colour', 9_000, 380_000, [
        'Xiaomi Redmi Buds 5',
        'Samsung Galaxy Buds FE',
        'JBL Tune 520BT',
        'Sony WH-CH520',
        'Oppo Enco Buds 2',
      ]),
      l('蓝牙音箱', 'Bluetooth Speakers', 'ဘလူးတုသ်စပီကာ', 'Bluetooth Speaker', 'speaker', 'colour', 35_000, 420_000, [
        'JBL Go 3',
        'JBL Flip 6',
        'Sony SRS-XB13',
        'Anker Soundcore 2',
      ]),
      l('智能手表', 'Smart Watches', 'စမတ်နာရီ', 'Smart Watch', 'watch', 'colour', 45_000, 650_000, [
        'Xiaomi Smart Band 8',
        'Huawei Watch Fit 3',
        'Samsung Galaxy Watch6',
        'Amazfit Bip 5',
      ]),
    ]),
    m('电脑办公', 'Computers', 'ကွန်ပျူတာ', 'laptop', [
      l('笔记本电脑', 'Laptops', 'လက်ပ်တော့', 'Laptop', 'laptop', 'colour', 950_000, 4_800_000, [
        'Lenovo IdeaPad Slim 3',
        'Asus Vivobook 15',
        'HP Victus 15',
        'Acer Aspire 5',
        'Huawei MateBook D14',
      ]),
      l('显示器', 'Monitors', 'မော်နီတာ', 'Monitor', 'monitor', 'none', 220_000, 1_200_000, [
        'Samsung 24" FHD',
        'LG 27" IPS',
        'Xiaomi 23.8" Desktop',
        'Asus TUF 27" Gaming',
      ]),
      l('键盘鼠标', 'Keyboards & Mice', 'ကီးဘုတ်နှင့် မောက်စ်', 'Keyboard & Mouse', 'keyboard', 'colour', 12_000, 180_000, [
        'Logitech MK270 Combo',
        'Logitech M185',
        'Rapoo 8000M',
        'Redragon K552',
      ]),
    ]),
    m('电视影音', 'TV & Entertainment', 'တီဗီနှင့် ဖျော်ဖြေရေး', 'tv', [
      l('智能电视', 'Smart TVs', 'စမတ်တီဗီ', 'Smart TV', 'tv', 'none', 650_000, 3_800_000, [
        'Samsung 43" Crystal UHD',
        'Xiaomi TV A 43"',
        'LG 50" UHD',
        'Sony Bravia 55"',
      ]),
      l('相机', 'Cameras', 'ကင်မရာ', 'Camera', 'camera', 'none', 450_000, 4_500_000, [
        'Canon EOS 200D II',
        'Sony ZV-E10',
        'Fujifilm Instax Mini 12',
        'GoPro Hero 12',
      ]),
      l('游戏机', 'Game Consoles', 'ဂိမ်းစက်', 'Game Console', 'gamepad', 'none', 350_000, 2_600_000, [
        'Sony PlayStation 5',
        'Nintendo Switch OLED',
        'Xbox Series S',
        'Sony DualSense Controller',
      ]),
    ]),
  ]),
  top('女装', "Women's Fashion", 'အမျိုးသမီးဖက်ရှင်', 'Women', 'dress', 'fashion', [
    m('女士上衣', "Women's Tops", 'အမျိုးသမီး အပေါ်ဝတ်', 'shirt', [
      l('女士T恤', "Women's T-Shirts", 'အမျိုးသမီး တီရှပ်', 'T-Shirt', 'shirt', 'apparel', 9_000, 28_000, [
        'Basic Crew Neck',
        'Oversized Graphic',
        'Cropped Cotton',
        'Striped Boat Neck',
      ]),
      l('衬衫', 'Blouses', 'ဘလောက်စ်အင်္ကျီ', 'Blouse', 'shirt', 'apparel', 15_000, 45_000, [
        'Chiffon Ruffle',
        'Linen Button-Down',
        'Satin Office',
        'Puff Sleeve',
      ]),
      l('针织衫', 'Knitwear', 'သိုးမွှေးအင်္ကျီ', 'Cardigan', 'shirt', 'apparel', 22_000, 65_000, [
        'Soft Knit',
        'Cable Knit',
        'Light Summer Knit',
      ]),
    ]),
    m('连衣裙', 'Dresses', 'ဂါဝန်', 'dress', [
      l('长裙', 'Maxi Dresses', 'ဂါဝန်ရှည်', 'Maxi Dress', 'dress', 'apparel', 25_000, 85_000, [
        'Floral Maxi',
        'Bohemian Tiered',
        'Linen Wrap',
      ]),
      l('短裙', 'Mini Dresses', 'ဂါဝန်တို', 'Mini Dress', 'dress', 'apparel', 18_000, 55_000, [
        'Denim Pinafore',
        'A-Line',
        'Polka Dot Skater',
      ]),
      l('派对礼服', 'Party Dresses', 'ပါတီဝတ်ဂါဝန်', 'Party Dress', 'dress', 'apparel', 45_000, 180_000, [
        'Sequin Evening',
        'Lace Cocktail',
        'Satin Slip',
      ]),
    ]),
    m('传统服饰', 'Traditional Wear', 'ရိုးရာဝတ်စုံ', 'longyi', [
      l('丝绸筒裙', 'Silk Htamein', 'ပိုးထဘီ', 'Silk Htamein', 'longyi', 'colour', 45_000, 350_000, [
        'Amarapura Acheik',
        'Mandalay Luntaya',
        'Inle Lotus Silk',
      ]),
      l('棉质筒裙', 'Cotton Htamein', 'ချည်ထဘီ', 'Cotton Htamein', 'longyi', 'colour', 12_000, 38_000, [
        'Daily Cotton',
        'Kachin Pattern',
        'Shan Tie-Dye',
      ]),
      l('传统上衣', 'Traditional Blouses', 'ရိုးရာအင်္ကျီ', 'Traditional Blouse', 'shirt', 'apparel', 18_000, 65_000, [
        'Yin Si Lace',
        'Embroidered Silk',
        'Cotton Daily',
      ]),
    ]),
    m('女包', "Women's Bags", 'အမျိုးသမီးအိတ်', 'bag', [
      l('手提包', 'Handbags', 'လက်ကိုင်အိတ်', 'Handbag', 'bag', 'colour', 25_000, 180_000, [
        'Classic Tote',
        'Mini Top-Handle',
        'Woven Rattan',
        'Charles & Keith Trapeze',
      ]),
      l('单肩包', 'Shoulder Bags', 'ပခုံးလွယ်အိတ်', 'Shoulder Bag', 'bag', 'colour', 18_000, 120_000, [
        'Quilted Chain',
        'Canvas Hobo',
        'Crossbody Saddle',
      ]),
      l('钱包', 'Wallets', 'ပိုက်ဆံအိတ်', 'Wallet', 'wallet', 'colour', 8_000, 60_000, [
        'Long Zip',
        'Card Holder',
        'Compact Bifold',
      ]),
    ]),
    m('女鞋', "Women's Shoes", 'အမျိုးသမီးဖိနပ်', 'heel', [
      l('高跟鞋', 'High Heels', 'ဒေါက်မြင့်ဖိနပ်', 'High Heels', 'heel', 'shoe', 22_000, 95_000, [
        'Pointed Stiletto',
        'Block Heel',
        'Strappy Sandal',
      ]),
      l('平底鞋', 'Flats', 'ဖိနပ်ပြား', 'Flats', 'shoe', 'shoe', 15_000, 55_000, ['Ballet', 'Loafer', 'Espadrille']),
      l('拖鞋', 'Slippers', 'ညှပ်ဖိနပ်', 'Slippers', 'slipper', 'shoe', 3_500, 25_000, [
        'Havaianas Slim',
        'Soft Home',
        'Platform Slide',
      ]),
    ]),
  ]),
  top('男装', "Men's Fashion", 'အမျိုးသားဖက်ရှင်', 'Men', 'shirt', 'fashion', [
    m('男士上衣', "Men's Tops", 'အမျိုးသား အပေါ်ဝတ်', 'shirt', [
      l('男士T恤', "Men's T-Shirts", 'အမျိုးသား တီရှပ်', 'T-Shirt', 'shirt', 'apparel', 9_000, 35_000, [
        'Uniqlo AIRism Crew',
        'Basic Cotton Crew',
        'Graphic Print',
        'Henley',
      ]),
      l('男士衬衫', 'Shirts', 'ရှပ်အင်္ကျီ', 'Shirt', 'shirt', 'apparel', 18_000, 65_000, [
        'Oxford Button-Down',
        'Slim Fit Office',
        'Linen Casual',
      ]),
      l('Polo衫', 'Polo Shirts', 'ပိုလိုရှပ်', 'Polo Shirt', 'shirt', 'apparel', 15_000, 55_000, [
        'Classic Pique',
        'Uniqlo Dry Pique',
        'Sport Dry-Fit',
      ]),
    ]),
    m('男士裤装', "Men's Bottoms", 'အမျိုးသား အောက်ဝတ်', 'trousers', [
      l('牛仔裤', 'Jeans', 'ဂျင်းဘောင်းဘီ', 'Jeans', 'trousers', 'apparel', 22_000, 85_000, [
        "Levi's 511 Slim",
        'Straight Fit',
        'Stretch Skinny',
      ]),
      l('长裤', 'Trousers', 'ဘောင်းဘီရှည်', 'Trousers', 'trousers', 'apparel', 18_000, 60_000, [
        'Chino',
        'Jogger',
        'Pleated Office',
      ]),
      l('短裤', 'Shorts', 'ဘောင်းဘီတို', 'Shorts', 'trousers', 'apparel', 9_000, 32_000, [
        'Cargo',
        'Board',
        'Drawstring Cotton',
      ]),
    ]),
    m('男士传统服饰', "Men's Traditional Wear", 'အမျိုးသား ရိုးရာဝတ်စုံ', 'longyi', [
      l('纱笼', 'Longyi', 'ပုဆိုး', 'Longyi', 'longyi', 'colour', 12_000, 120_000, ['Yaw', 'Silk Paso', 'Checked Cotton']),
      l('缅式外套', 'Taikpon Jackets', 'တိုက်ပုံအင်္ကျီ', 'Taikpon Jacket', 'shirt', 'apparel', 35_000, 120_000, [
        'Classic',
        'Linen',
        'Wedding',
      ]),
      l('缅式头巾', 'Gaung Baung', 'ခေါင်းပေါင်း', 'Gaung Baung', 'hat', 'colour', 15_000, 65_000, [
        'Silk',
        'Ready-to-Wear',
        'Ceremonial',
      ]),
    ]),
    m('男鞋', "Men's Shoes", 'အမျိုးသားဖိနပ်', 'shoe', [
      l('皮鞋', 'Leather Shoes', 'သားရေဖိနပ်', 'Leather Shoes', 'shoe', 'shoe', 35_000, 180_000, [
        'Oxford',
        'Derby',
        'Chelsea Boot',
      ]),
      l('休闲运动鞋', 'Sneakers', 'စနီကာဖိနပ်', 'Sneakers', 'shoe', 'shoe', 28_000, 260_000, [
        'Nike Air Force 1',
        'Adidas Superstar',
        'Puma Smash V2',
        'Converse Chuck 70',
      ]),
      l('天鹅绒拖鞋', 'Velvet Slippers', 'ကတ္တီပါဖိနပ်', 'Velvet Slippers', 'slipper', 'shoe', 8_000, 45_000, [
        'Mandalay Velvet',
        'Classic Black Velvet',
        'Leather-Sole Velvet',
      ]),
    ]),
  ]),
  top('美妆个护', 'Beauty & Personal Care', 'အလှကုန်နှင့် ကိုယ်ပိုင်စောင့်ရှောက်မှု', 'Beauty', 'lipstick', 'beauty', [
    m('护肤', 'Skincare', 'အသားအရေ ထိန်းသိမ်းမှု', 'jar', [
      l('洗面奶', 'Facial Cleansers', 'မျက်နှာသစ်ဆေး', 'Cleanser', 'tube', 'volume', 5_500, 45_000, [
        "Pond's Pure White",
        'Nivea Men Deep',
        'Cetaphil Gentle',
        'Senka Perfect Whip',
      ]),
      l('面霜', 'Moisturisers', 'အစိုဓာတ်ထိန်းခရင်မ်', 'Moisturiser', 'jar', 'volume', 8_500, 85_000, [
        'Nivea Soft',
        'Olay Regenerist',
        'Hada Labo Gokujyun',
      ]),
      l('防晒霜', 'Sunscreen', 'နေလောင်ကာခရင်မ်', 'Sunscreen', 'tube', 'volume', 9_500, 55_000, [
        'Biore UV Aqua',
        'Nivea Sun SPF50',
        'Skin Aqua Tone Up',
      ]),
    ]),
    m('彩妆', 'Makeup', 'မိတ်ကပ်', 'lipstick', [
      l('口红', 'Lipsticks', 'နှုတ်ခမ်းနီ', 'Lipstick', 'lipstick', 'colour', 6_500, 65_000, [
        'Maybelline SuperStay',
        "L'Oréal Color Riche",
        'MAC Matte',
        'Silky Girl Moisture',
      ]),
      l('粉底', 'Foundation', 'ဖောင်ဒေးရှင်း', 'Foundation', 'bottle', 'colour', 12_000, 95_000, [
        'Maybelline Fit Me',
        "L'Oréal Infallible",
        'Estée Lauder Double Wear',
      ]),
      l('睫毛膏', 'Mascara', 'မျက်တောင်ဆေး', 'Mascara', 'tube', 'pack', 7_500, 45_000, [
        'Maybelline Lash Sensational',
        'Kiss Me Heroine',
        'Essence Lash Princess',
      ]),
    ]),
    m('传统美容', 'Traditional Beauty', 'ရိုးရာအလှအပ', 'leaf', [
      l('缅甸黄香楝粉', 'Thanaka', 'သနပ်ခါး', 'Thanaka', 'jar', 'pack', 2_500, 25_000, [
        'Shinmadaung Log',
        'Shwe Thanaka Paste',
        'Pure Powder',
      ]),
      l('皂荚洗发', 'Kinpun Hair Wash', 'ကင်ပွန်းခေါင်းလျှော်ရည်', 'Kinpun Hair Wash', 'bottle', 'volume', 3_500, 15_000, [
        'Traditional',
        'Kinpun & Tayaw',
        'Herbal',
      ]),
      l('天然香皂', 'Natural Soaps', 'သဘာဝဆပ်ပြာ', 'Natural Soap', 'soap', 'pack', 1_500, 12_000, [
        'Thanaka',
        'Neem',
        'Coconut Oil',
      ]),
    ]),
    m('个人护理', 'Personal Care', 'ကိုယ်ပိုင်စောင့်ရှောက်မှု', 'bottle', [
      l('洗发水', 'Shampoo', 'ခေါင်းလျှော်ရည်', 'Shampoo', 'bottle', 'volume', 2_500, 9_000, [
        'Sunsilk Black Shine',
        'Clear Men Cool Sport',
        'Head & Shoulders',
        'Pantene Pro-V',
      ]),
      l('沐浴露', 'Body Wash', 'ရေချိုးဆပ်ပြာရည်', 'Body Wash', 'bottle', 'volume', 2_500, 9_000, [
        'Lifebuoy Total 10',
        'Dove Deeply Nourishing',
        'Nivea Creme Care',
      ]),
      l('牙膏', 'Toothpaste', 'သွားတိုက်ဆေး', 'Toothpaste', 'tube', 'pack', 1_800, 9_500, [
        'Colgate Total',
        'Closeup Red Hot',
        'Sensodyne Repair',
      ]),
    ]),
    m('香水', 'Fragrances', 'ရေမွှေး', 'perfume', [
      l('女士香水', "Women's Perfume", 'အမျိုးသမီးရေမွှေး', 'Perfume', 'perfume', 'scent', 25_000, 450_000, [
        'Floral Bloom EDP',
        'Chanel Coco Mademoiselle',
        "Victoria's Secret Bombshell",
      ]),
      l('男士香水', "Men's Cologne", 'အမျိုးသားရေမွှေး', 'Cologne', 'perfume', 'scent', 25_000, 420_000, [
        'Dior Sauvage',
        'Woody Oud EDT',
        'Aqua Fresh EDT',
      ]),
      l('身体喷雾', 'Body Mist', 'ကိုယ်လိမ်းရေမွှေး', 'Body Mist', 'bottle', 'scent', 8_000, 45_000, [
        'Jasmine',
        'Vanilla Sweet',
        'Ocean Breeze',
      ]),
    ]),
  ]),
  top('家居厨房', 'Home & Kitchen', 'အိမ်နှင့် မီးဖိုချောင်', 'Home', 'pot', 'home', [
    m('厨房电器', 'Kitchen Appliances', 'မီးဖိုချောင်သုံး လျှပ်စစ်ပစ္စည်း', 'kettle', [
      l('电饭煲', 'Rice Cookers', 'ထမင်းပေါင်းအိုး', 'Rice Cooker', 'pot', 'colour', 35_000, 280_000, [
        'Panasonic 1.8L',
        'Sharp 2.8L',
        'Toshiba Digital 1.8L',
        'Midea 1.0L Mini',
      ]),
      l('电热水壶', 'Electric Kettles', 'လျှပ်စစ်ရေနွေးအိုး', 'Electric Kettle', 'kettle', 'colour', 15_000, 75_000, [
        'Philips 1.7L',
        'Xiaomi Mi Kettle',
        'Tefal Stainless 1.7L',
      ]),
      l('搅拌机', 'Blenders', 'ဖျော်စက်', 'Blender', 'bottle', 'colour', 28_000, 180_000, [
        'Philips 2-in-1',
        'Panasonic MX-EX1511',
        'Sharp 1.25L',
      ]),
    ]),
    m('厨具', 'Cookware', 'ချက်ပြုတ်ရေးပစ္စည်း', 'pot', [
      l('炒锅', 'Woks', 'ဒယ်အိုး', 'Wok', 'pot', 'none', 12_000, 85_000, [
        'Cast Iron 32cm',
        'Non-Stick 30cm',
        'Tefal Day by Day',
      ]),
      l('汤锅', 'Pots', 'ဟင်းအိုး', 'Cooking Pot', 'pot', 'pack', 9_000, 120_000, [
        'Stainless 3-Piece',
        'Aluminium Curry',
        'Lock & Lock Casserole',
      ]),
      l('刀具', 'Knives', 'ဓား', 'Kitchen Knife', 'knife', 'pack', 5_000, 65_000, ['Chef 8"', 'Kiwi Fruit', 'Cleaver']),
    ]),
    m('家纺', 'Home Textiles', 'အိမ်သုံးအထည်', 'pillow', [
      l('床单', 'Bed Sheets', 'အိပ်ရာခင်း', 'Bed Sheet', 'pillow', 'colour', 15_000, 95_000, [
        'Cotton Queen Set',
        'Microfiber King',
        'Printed Single',
      ]),
      l('枕头', 'Pillows', 'ခေါင်းအုံး', 'Pillow', 'pillow', 'pack', 6_000, 45_000, [
        'Kapok',
        'Memory Foam',
        'Hotel Fibre',
      ]),
      l('蚊帐', 'Mosquito Nets', 'ခြင်ထောင်', 'Mosquito Net', 'tent', 'colour', 8_000, 45_000, [
        'Double Bed',
        'Foldable Dome',
        'Single Bed',
      ]),
    ]),
    m('家居日用', 'Household Essentials', 'အိမ်သုံးပစ္စည်း', 'box', [
      l('收纳箱', 'Storage Boxes', 'သိုလှောင်ပုံး', 'Storage Box', 'box', 'colour', 4_500, 38_000, [
        'Stackable 30L',
        'Drawer Organiser',
        'Foldable Fabric',
      ]),
      l('清洁用品', 'Cleaning Supplies', 'သန့်ရှင်းရေးပစ္စည်း', 'Cleaner', 'bottle', 'litre', 2_500, 12_000, [
        'Dettol Multi-Surface',
        'Lemon Floor',
        'Dishwashing Liquid',
      ]),
      l('电风扇', 'Electric Fans', 'လျှပ်စစ်ပန်ကာ', 'Electric Fan', 'fan', 'colour', 28_000, 180_000, [
        'Panasonic 16" Stand',
        'Midea Wall',
        'Xiaomi Smart Fan 2',
      ]),
    ]),
    m('家具', 'Furniture', 'ပရိဘောဂ', 'chair', [
      l('桌子', 'Tables', 'စားပွဲ', 'Table', 'table', 'colour', 45_000, 650_000, [
        'Teak Dining',
        'Foldable Study',
        'Coffee',
      ]),
      l('椅子', 'Chairs', 'ကုလားထိုင်', 'Chair', 'chair', 'colour', 18_000, 280_000, [
        'Ergonomic Office',
        'Plastic Stacking',
        'Rattan Arm',
      ]),
      l('衣柜', 'Wardrobes', 'အဝတ်ဗီရို', 'Wardrobe', 'wardrobe', 'colour', 150_000, 950_000, [
        '2-Door Teak',
        'Sliding Mirror',
        'Fabric Portable',
      ]),
    ]),
  ]),
  top('食品饮料', 'Food & Drinks', 'အစားအသောက်', 'Food', 'cup', 'food', [
    m('茶与咖啡', 'Tea & Coffee', 'လက်ဖက်နှင့် ကော်ဖီ', 'cup', [
      l('缅甸腌茶', 'Laphet', 'လက်ဖက်', 'Laphet', 'leaf', 'pack', 2_500, 15_000, [
        'Ayee Taung',
        'Pinlon Special',
        'Yuzana Hills',
      ]),
      l('三合一咖啡', 'Coffee Mix', 'ကော်ဖီမစ်', 'Coffee Mix', 'cup', 'pack', 3_500, 18_000, [
        'Premier 3-in-1',
        'Nescafé 3-in-1',
        'Gold Roast',
      ]),
      l('茶叶', 'Tea Leaves', 'လက်ဖက်ခြောက်', 'Tea', 'cup', 'weight', 3_000, 25_000, [
        'Shan Green',
        'Ywangan Green',
        'Myanmar Black',
      ]),
    ]),
    m('米面粮油', 'Rice & Staples', 'ဆန်နှင့် အခြေခံစားသောက်ကုန်', 'sack', [
      l('大米', 'Rice', 'ဆန်', 'Rice', 'sack', 'bulk', 2_500, 6_500, [
        'Paw San Hmwe',
        'Shwebo Paw San',
        'Ayeyarwady Emata',
      ]),
      l('食用油', 'Cooking Oil', 'စားသုံးဆီ', 'Cooking Oil', 'bottle', 'litre', 6_500, 14_000, [
        'Peanut',
        'Sunflower',
        'Palm',
      ]),
      l('面条', 'Noodles', 'ခေါက်ဆွဲ', 'Noodles', 'bowl', 'pack', 600, 3_500, [
        'Mama Instant',
        'Yum Yum Chicken',
        'Shan Rice',
      ]),
    ]),
    m('零食', 'Snacks', 'မုန့်မျိုးစုံ', 'snack', [
      l('饼干', 'Biscuits', 'ဘီစကွတ်', 'Biscuits', 'snack', 'pack', 1_200, 12_000, [
        'Shwe Pu Zun Butter',
        'Danisa Butter',
        'Oreo',
      ]),
      l('薯片', 'Chips', 'အာလူးကြော်', 'Potato Chips', 'snack', 'pack', 1_000, 4_500, [
        "Lay's Classic",
        'Pringles Original',
        'Shan Potato',
      ]),
      l('传统点心', 'Traditional Snacks', 'ရိုးရာမုန့်', 'Traditional Snack', 'snack', 'pack', 1_500, 8_000, [
        'Htoe Mont',
        'Palm Jaggery Bites',
        'Sesame Brittle',
      ]),
    ]),
    m('饮料', 'Beverages', 'အချိုရည်နှင့် သောက်စရာ', 'can', [
      l('软饮料', 'Soft Drinks', 'အချိုရည်', 'Soft Drink', 'can', 'pack', 700, 3_500, [
        'Coca-Cola',
        'Pepsi',
        'Royal-D Electrolyte',
        'Shark Energy',
      ]),
      l('啤酒', 'Beer', 'ဘီယာ', 'Beer', 'can', 'pack', 1_800, 4_500, ['Myanmar Beer Lager', 'Dagon Beer', 'Tiger Beer']),
      l('饮用水', 'Drinking Water', 'သောက်ရေသန့်', 'Drinking Water', 'bottle', 'pack', 400, 1_500, [
        'Alpine',
        'Origin',
        'Crystal',
      ]),
    ]),
    m('调味品', 'Sauces & Seasonings', 'ဟင်းခတ်ပစ္စည်း', 'bottle', [
      l('鱼露', 'Fish Sauce', 'ငံပြာရည်', 'Fish Sauce', 'bottle', 'litre', 2_500, 6_500, [
        'Mother Brand',
        'Squid Brand',
        'Tiparos',
      ]),
      l('鱼酱', 'Fish Paste', 'ငါးပိ', 'Fish Paste', 'jar', 'weight', 2_000, 15_000, [
        'Myeik',
        'Sittwe Shrimp',
        'Pathein',
      ]),
      l('香料', 'Spices', 'အမွှေးအကြိုင်', 'Spice', 'jar', 'weight', 1_500, 12_000, [
        'Masala Mix',
        'Turmeric Powder',
        'Chilli Flakes',
      ]),
    ]),
  ]),
  top('母婴玩具', 'Baby & Kids', 'မိခင်နှင့် ကလေး', 'Kids', 'babybottle', 'kids', [
    m('奶粉辅食', 'Formula & Baby Food', 'ကလေးနို့မှုန့်နှင့် အစာ', 'babybottle', [
      l('婴儿奶粉', 'Infant Formula', 'ကလေးနို့မှုန့်', 'Infant Formula', 'can', 'pack', 18_000, 95_000, [
        'Dumex Dugro',
        'Enfagrow A+',
        'Similac Gain',
      ]),
      l('婴儿米粉', 'Baby Cereal', 'ကလေးဆန်မှုန့်', 'Baby Cereal', 'jar', 'pack', 5_500, 28_000, [
        'Nestlé Cerelac',
        'Gerber Rice',
        'Organic Brown Rice',
      ]),
      l('儿童零食', "Kids' Snacks", 'ကလေးမုန့်', 'Kids Snack', 'snack', 'pack', 1_500, 6_500, [
        'Fruit Puffs',
        'Yogurt Melts',
        'Teething Rusks',
      ]),
    ]),
    m('尿裤湿巾', 'Diapers & Wipes', 'ဒိုက်ပါနှင့် စိုစွတ်တစ်ရှူး', 'box', [
      l('纸尿裤', 'Diapers', 'ဒိုက်ပါ', 'Diapers', 'box', 'size', 12_000, 55_000, [
        'Pampers Baby Dry',
        'Huggies Dry Pants',
        'MamyPoko Pants',
      ]),
      l('湿巾', 'Baby Wipes', 'ကလေးသုံး စိုစွတ်တစ်ရှူး', 'Baby Wipes', 'box', 'pack', 2_500, 18_000, [
        'Pigeon Baby',
        'Huggies Pure',
        'Fragrance-Free 80s',
      ]),
      l('婴儿护肤', 'Baby Skincare', 'ကလေး အသားအရေ ထိန်းသိမ်းမှု', 'Baby Lotion', 'bottle', 'volume', 4_500, 28_000, [
        "Johnson's Baby",
        'Pigeon Baby Oil',
        'Cetaphil Baby Wash',
      ]),
    ]),
    m('童装', "Kids' Clothing", 'ကလေးအဝတ်အစား', 'shirt', [
      l('婴儿连体衣', 'Baby Rompers', 'ကလေးဝတ်စုံ', 'Romper', 'shirt', 'kids', 8_000, 28_000, [
        'Cotton',
        'Animal Print',
        'Newborn 3-Pack',
      ]),
      l('儿童T恤', "Kids' T-Shirts", 'ကလေး တီရှပ်', 'Kids T-Shirt', 'shirt', 'kids', 6_000, 18_000, [
        'Cartoon Print',
        'Dino',
        'Rainbow',
      ]),
      l('校服', 'School Uniforms', 'ကျောင်းဝတ်စုံ', 'School Uniform', 'shirt', 'kids', 9_000, 32_000, [
        'White Shirt & Green Longyi',
        'Green School Skirt',
        'White Uniform Shirt',
      ]),
    ]),
    m('玩具', 'Toys', 'ကစားစရာ', 'blocks', [
      l('积木', 'Building Blocks', 'ဘလောက်တုံး ကစားစရာ', 'Building Blocks', 'blocks', 'none', 12_000, 280_000, [
        'Lego Classic Box',
        'Lego City Fire Station',
        'Wooden ABC',
      ]),
      l('毛绒玩具', 'Soft Toys', 'အရုပ်ပွ', 'Soft Toy', 'teddy', 'colour', 8_000, 45_000, [
        'Teddy Bear 40cm',
        'Elephant Plush',
        'Bunny Plush',
      ]),
      l('遥控车', 'RC Cars', 'အဝေးထိန်းကား', 'RC Car', 'car', 'colour', 25_000, 150_000, [
        '4WD Off-Road',
        'Drift Racer',
        'Stunt',
      ]),
    ]),
  ]),
  top('运动户外', 'Sports & Outdoors', 'အားကစားနှင့် ပြင်ပလှုပ်ရှားမှု', 'Sports', 'ball', 'sports', [
    m('运动鞋服', 'Sportswear', 'အားကစားဝတ်စုံ', 'shoe', [
      l('跑步鞋', 'Running Shoes', 'အပြေးဖိနပ်', 'Running Shoes', 'shoe', 'shoe', 45_000, 320_000, [
        'Nike Pegasus 40',
        'Adidas Duramo SL',
        'Puma Velocity Nitro',
        'Asics Gel-Contend',
      ]),
      l('运动T恤', 'Sports T-Shirts', 'အားကစား တီရှပ်', 'Sports T-Shirt', 'shirt', 'apparel', 12_000, 65_000, [
        'Nike Dri-FIT',
        'Adidas Own The Run',
        'Puma teamGOAL',
      ]),
      l('运动裤', 'Track Pants', 'အားကစားဘောင်းဘီ', 'Track Pants', 'trousers', 'apparel', 18_000, 85_000, [
        'Adidas Tiro',
        'Nike Club Fleece',
        'Puma Essentials',
      ]),
    ]),
    m('球类运动', 'Ball Sports', 'ဘောလုံးအားကစား', 'ball', [
      l('足球', 'Footballs', 'ဘောလုံး', 'Football', 'ball', 'none', 15_000, 120_000, [
        'Adidas Al Rihla',
        'Nike Strike',
        'Molten F5',
      ]),
      l('藤球', 'Chinlone', 'ခြင်းလုံး', 'Chinlone Ball', 'ball', 'none', 3_000, 25_000, [
        'Rattan',
        'Synthetic Sepak Takraw',
        'Marathon Sepak Takraw',
      ]),
      l('羽毛球', 'Badminton', 'ကြက်တောင်', 'Badminton Racket', 'racket', 'colour', 15_000, 280_000, [
        'Yonex Astrox',
        'Li-Ning Windstorm',
        'Victor Thruster',
      ]),
    ]),
    m('健身', 'Fitness', 'ကိုယ်လက်ကြံ့ခိုင်ရေး', 'dumbbell', [
      l('哑铃', 'Dumbbells', 'ဒမ်ဘဲလ်', 'Dumbbells', 'dumbbell', 'pack', 15_000, 150_000, [
        'Hex Rubber 5kg',
        'Adjustable 20kg',
        'Vinyl 2kg Pair',
      ]),
      l('瑜伽垫', 'Yoga Mats', 'ယောဂဖျာ', 'Yoga Mat', 'mat', 'colour', 12_000, 85_000, [
        'TPE 6mm',
        'Natural Rubber',
        'Cork',
      ]),
      l('跳绳', 'Skipping Ropes', 'ခုန်ကြိုး', 'Skipping Rope', 'rope', 'colour', 3_000, 25_000, [
        'Speed',
        'Weighted',
        'Digital Counter',
      ]),
    ]),
    m('户外', 'Outdoor', 'ပြင်ပခရီးသွား', 'tent', [
      l('帐篷', 'Tents', 'ရွက်ဖျင်တဲ', 'Tent', 'tent', 'colour', 45_000, 380_000, [
        '2-Person Dome',
        'Family 6-Person',
        'Beach Shade',
      ]),
      l('背包', 'Backpacks', 'ကျောပိုးအိတ်', 'Backpack', 'backpack', 'colour', 18_000, 150_000, [
        'Hiking 40L',
        'Laptop Daypack',
        'Waterproof 25L',
      ]),
      l('自行车', 'Bicycles', 'စက်ဘီး', 'Bicycle', 'bicycle', 'colour', 180_000, 1_500_000, [
        'Giant ATX 27.5',
        'Phoenix City',
        'Folding 20"',
      ]),
    ]),
  ]),
  top('图书文具', 'Books & Stationery', 'စာအုပ်နှင့် စာရေးကိရိယာ', 'Books', 'book', 'books', [
    m('图书', 'Books', 'စာအုပ်', 'book', [
      l('小说', 'Novels', 'ဝတ္ထု', 'Novel', 'book', 'none', 4_500, 25_000, [
        'Classic Myanmar',
        'Modern Short Stories',
        'Romance Collection',
      ]),
      l('儿童读物', "Children's Books", 'ကလေးစာအုပ်', "Children's Book", 'book', 'none', 2_500, 15_000, [
        'Jataka Tales',
        'Picture Storybook',
        'Alphabet',
      ]),
      l('语言学习', 'Language Learning', 'ဘာသာစကား သင်ကြားရေး', 'Language Book', 'book', 'none', 5_500, 28_000, [
        'English Grammar',
        'Chinese for Beginners',
        'Japanese N5',
      ]),
    ]),
    m('文具', 'Stationery', 'စာရေးကိရိယာ', 'pen', [
      l('笔', 'Pens', 'ဘောပင်', 'Pen', 'pen', 'pack', 300, 6_500, [
        'Pilot G-2 Gel',
        'Faber-Castell Ballpoint',
        'Uni-ball Eye',
      ]),
      l('笔记本', 'Notebooks', 'မှတ်စုစာအုပ်', 'Notebook', 'book', 'pack', 800, 15_000, [
        'A5 Dotted',
        'Hardcover Ruled',
        'Exercise',
      ]),
      l('文件夹', 'Files & Folders', 'ဖိုင်တွဲ', 'Folder', 'folder', 'pack', 1_000, 12_000, [
        'Ring Binder',
        'Clear',
        'Expanding',
      ]),
    ]),
    m('办公用品', 'Office Supplies', 'ရုံးသုံးပစ္စည်း', 'calculator', [
      l('打印纸', 'Printer Paper', 'ပုံနှိပ်စက္ကူ', 'Printer Paper', 'box', 'pack', 9_500, 48_000, [
        'Double A A4 80gsm',
        'Paper One A4',
        'IK Plus A4',
      ]),
      l('计算器', 'Calculators', 'ဂဏန်းတွက်စက်', 'Calculator', 'calculator', 'none', 6_500, 65_000, [
        'Casio fx-991EX',
        'Casio MX-12B',
        'Deli Desktop',
      ]),
      l('订书机', 'Staplers', 'စာချုပ်စက်', 'Stapler', 'stapler', 'none', 2_500, 18_000, [
        'Max HD-10',
        'Deli Heavy Duty',
        'Mini',
      ]),
    ]),
    m('美术用品', 'Art Supplies', 'ပန်းချီပစ္စည်း', 'brush', [
      l('颜料', 'Paints', 'ဆေးရောင်', 'Paint Set', 'brush', 'pack', 4_500, 45_000, [
        'Acrylic 24 Colours',
        'Watercolour',
        'Poster Colour',
      ]),
      l('画笔', 'Brushes', 'စုတ်တံ', 'Brush Set', 'brush', 'pack', 2_500, 25_000, ['Round', 'Flat Nylon', 'Calligraphy']),
      l('素描本', 'Sketchbooks', 'ပုံကြမ်းစာအုပ်', 'Sketchbook', 'book', 'pack', 2_500, 18_000, [
        'A4 Sketch Pad',
        'A3 Drawing',
        'Kraft',
      ]),
    ]),
  ]),
  top('医药保健', 'Health & Wellness', 'ကျန်းမာရေး', 'Health', 'pill', 'health', [
    m('维生素', 'Vitamins & Supplements', 'ဗီတာမင်နှင့် အားဆေး', 'pill', [
      l('维生素C', 'Vitamin C', 'ဗီတာမင်စီ', 'Vitamin C', 'pill', 'pack', 6_500, 45_000, [
        'Blackmores Bio C 1000',
        'Redoxon Effervescent',
        "Nature's Way C 500",
      ]),
      l('复合维生素', 'Multivitamins', 'ဗီတာမင်စုံ', 'Multivitamin', 'pill', 'pack', 9_500, 85_000, [
        'Centrum Adults',
        'Blackmores Multi',
        'Berocca Performance',
      ]),
      l('鱼油', 'Fish Oil', 'ငါးဆီ', 'Fish Oil', 'pill', 'pack', 12_000, 95_000, [
        'Blackmores Omega',
        "Nature's Bounty 1000mg",
        'Healthy Care',
      ]),
    ]),
    m('医疗器械', 'Medical Devices', 'ဆေးဘက်ဆိုင်ရာ ကိရိယာ', 'thermometer', [
      l('血压计', 'Blood Pressure Monitors', 'သွေးပေါင်တိုင်းစက်', 'BP Monitor', 'watch', 'none', 45_000, 220_000, [
        'Omron HEM-7120',
        'Yuwell YE660',
        'Beurer BM 27',
      ]),
      l('体温计', 'Thermometers', 'အပူချိန်တိုင်းကိရိယာ', 'Thermometer', 'thermometer', 'none', 3_500, 65_000, [
        'Digital Stick',
        'Infrared Forehead',
        'Omron MC-246',
      ]),
      l('口罩', 'Face Masks', 'နှာခေါင်းစည်း', 'Face Mask', 'mask', 'pack', 2_000, 18_000, [
        '3-Ply Surgical 50s',
        'KN95 10s',
        'Kids 30s',
      ]),
    ]),
    m('传统医药', 'Traditional Medicine', 'တိုင်းရင်းဆေး', 'leaf', [
      l('药膏药油', 'Balms & Oils', 'လိမ်းဆေး', 'Balm', 'jar', 'pack', 1_500, 18_000, [
        'Tiger Balm Red',
        'Tiger Balm White',
        'Pyinmana Herbal Oil',
      ]),
      l('草药', 'Herbal Remedies', 'ဆေးဖက်ဝင်အပင်', 'Herbal Remedy', 'leaf', 'pack', 3_500, 28_000, [
        'Ginger Tonic',
        'Turmeric Capsules',
        'Neem Capsules',
      ]),
      l('药茶', 'Herbal Tea', 'ဆေးဖက်ဝင် လက်ဖက်ခြောက်', 'Herbal Tea', 'cup', 'pack', 2_500, 15_000, [
        'Roselle',
        'Moringa',
        'Lemongrass',
      ]),
    ]),
    m('急救用品', 'First Aid', 'ရှေးဦးသူနာပြုစုခြင်း', 'cross', [
      l('创可贴', 'Plasters', 'ပလာစတာ', 'Plasters', 'cross', 'pack', 1_000, 9_500, [
        'Band-Aid 100s',
        'Hansaplast Fabric',
        'Waterproof Strips',
      ]),
      l('消毒液', 'Antiseptics', 'ပိုးသတ်ဆေးရည်', 'Antiseptic', 'bottle', 'volume', 2_500, 18_000, [
        'Dettol Antiseptic',
        'Betadine 10%',
        'Alcohol 70%',
      ]),
      l('急救包', 'First Aid Kits', 'ရှေးဦးသူနာပြု ဆေးသေတ္တာ', 'First Aid Kit', 'cross', 'none', 12_000, 65_000, [
        'Home 50-Piece',
        'Car',
        'Travel Mini',
      ]),
    ]),
  ]),
  top('摩托汽车', 'Motorcycles & Auto', 'ဆိုင်ကယ်နှင့် ကား', 'Auto', 'motorcycle', 'auto', [
    m('摩托车', 'Motorcycles', 'ဆိုင်ကယ်', 'motorcycle', [
      l('踏板车', 'Scooters', 'စကူတာ', 'Scooter', 'motorcycle', 'colour', 2_800_000, 6_500_000, [
        'Honda Click 125i',
        'Yamaha Fino',
        'Honda Wave 110',
      ]),
      l('越野摩托', 'Dirt Bikes', 'တောင်တက်ဆိုင်ကယ်', 'Dirt Bike', 'motorcycle', 'colour', 4_500_000, 9_500_000, [
        'Honda CRF150L',
        'Yamaha WR155R',
        'Kenbo 150',
      ]),
      l(
        '电动摩托',
        'Electric Scooters',
        'လျှပ်စစ်ဆိုင်ကယ်',
        'Electric Scooter',
        'motorcycle',
        'colour',
        1_200_000,
        3_800_000,
        ['Yadea G5', 'Yadea EM215', 'Niu MQi+'],
      ),
    ]),
    m('摩托车配件', 'Motorcycle Parts', 'ဆိုင်ကယ် အပိုပစ္စည်း', 'helmet', [
      l('头盔', 'Helmets', 'ဆိုင်ကယ်ဦးထုပ်', 'Helmet', 'helmet', 'colour', 12_000, 180_000, [
        'Full Face DOT',
        'Open Face Retro',
        'Half',
      ]),
      l('轮胎', 'Tyres', 'တာယာ', 'Tyre', 'tyre', 'none', 25_000, 180_000, [
        'IRC 70/90-17',
        'Michelin Pilot Street',
        'Dunlop D102',
      ]),
      l('机油', 'Engine Oil', 'အင်ဂျင်ဝိုင်', 'Engine Oil', 'can', 'litre', 8_500, 22_000, [
        'Castrol Power1 4T',
        'Shell Advance AX7',
        'Honda 4T',
      ]),
    ]),
    m('汽车配件', 'Car Accessories', 'ကားဆက်စပ်ပစ္စည်း', 'car', [
      l('车载充电器', 'Car Chargers', 'ကားအားသွင်းကိရိယာ', 'Car Charger', 'plug', 'colour', 6_500, 45_000, [
        'Anker Dual USB',
        'Baseus 65W',
        'Xiaomi Car Charger Pro',
      ]),
      l('座套', 'Seat Covers', 'ထိုင်ခုံစွပ်', 'Seat Cover', 'car', 'colour', 45_000, 280_000, [
        'Leather 5-Seat',
        'Breathable Mesh',
        'Cotton Cushion Set',
      ]),
      l('行车记录仪', 'Dash Cams', 'ကားကင်မရာ', 'Dash Cam', 'camera', 'none', 45_000, 280_000, [
        'Xiaomi 70mai A500S',
        'Front & Rear 1080p',
        'Mini Wi-Fi',
      ]),
    ]),
    m('汽车护理', 'Car Care', 'ကားထိန်းသိမ်းရေး', 'bottle', [
      l('洗车液', 'Car Shampoo', 'ကားဆေးဆပ်ပြာ', 'Car Shampoo', 'bottle', 'litre', 6_500, 28_000, [
        'Turtle Wax Zip',
        "Meguiar's Gold Class",
        'Foam Wash',
      ]),
      l('车蜡', 'Car Wax', 'ကားဖယောင်း', 'Car Wax', 'jar', 'none', 8_500, 65_000, [
        'Turtle Wax Super Hard',
        'Carnauba Paste',
        'Spray',
      ]),
      l('车用香薰', 'Car Air Fresheners', 'ကားသုံးရေမွှေး', 'Air Freshener', 'perfume', 'pack', 2_500, 18_000, [
        'Lemon Gel',
        'Lavender Vent Clip',
        'Jasmine Hanging',
      ]),
    ]),
  ]),
  top('家用电器', 'Home Appliances', 'အိမ်သုံး လျှပ်စစ်ပစ္စည်း', 'Appliances', 'fridge', 'tech', [
    m('大家电', 'Large Appliances', 'လျှပ်စစ်ပစ္စည်းကြီးများ', 'fridge', [
      l('冰箱', 'Refrigerators', 'ရေခဲသေတ္တာ', 'Refrigerator', 'fridge', 'colour', 650_000, 3_500_000, [
        'Samsung 2-Door 236L',
        'LG Inverter 315L',
        'Toshiba 180L',
        'Midea Mini 93L',
      ]),
      l('洗衣机', 'Washing Machines', 'အဝတ်လျှော်စက်', 'Washing Machine', 'washer', 'none', 450_000, 2_800_000, [
        'Samsung 8kg Front Load',
        'LG 9kg Inverter',
        'Sharp 10kg Twin Tub',
        'Panasonic 7kg Top Load',
      ]),
      l('空调', 'Air Conditioners', 'လေအေးပေးစက်', 'Air Conditioner', 'aircon', 'none', 850_000, 3_200_000, [
        'Daikin 1HP Inverter',
        'Midea 1.5HP',
        'Gree 1HP',
        'Panasonic 2HP Inverter',
      ]),
    ]),
    m('生活电器', 'Small Appliances', 'လျှပ်စစ်ပစ္စည်းငယ်များ', 'iron', [
      l('电熨斗', 'Irons', 'မီးပူ', 'Iron', 'iron', 'colour', 12_000, 95_000, [
        'Philips Steam',
        'Panasonic Dry',
        'Tefal Ultragliss',
      ]),
      l('吸尘器', 'Vacuum Cleaners', 'ဖုန်စုပ်စက်', 'Vacuum Cleaner', 'vacuum', 'none', 85_000, 1_200_000, [
        'Xiaomi Robot Vacuum',
        'Dyson V8',
        'Philips 2000 Series',
      ]),
      l('热水器', 'Water Heaters', 'ရေနွေးစက်', 'Water Heater', 'heater', 'none', 95_000, 450_000, [
        'Panasonic 3.5kW',
        'Ariston Aures',
        'Midea 4.5kW',
      ]),
    ]),
    m('电源与太阳能', 'Power & Solar', 'လျှပ်စစ်ဓာတ်အားနှင့် ဆိုလာ', 'solar', [
      l('太阳能板', 'Solar Panels', 'ဆိုလာပြား', 'Solar Panel', 'solar', 'none', 65_000, 480_000, [
        'Mono 100W',
        'Mono 300W',
        'Poly 50W',
      ]),
      l('发电机', 'Generators', 'မီးစက်', 'Generator', 'generator', 'none', 650_000, 4_800_000, [
        'Honda EU22i Inverter',
        'Yamaha EF2000iS',
        'Diesel 5kVA',
      ]),
      l('充电灯', 'Rechargeable Lamps', 'အားသွင်းမီး', 'Rechargeable Lamp', 'lamp', 'colour', 8_500, 65_000, [
        'LED Emergency Bar',
        'Solar Lantern',
        'Desk 3-Mode',
      ]),
    ]),
    m('个护电器', 'Personal Care Appliances', 'ကိုယ်ပိုင်သုံး လျှပ်စစ်ပစ္စည်း', 'dryer', [
      l('吹风机', 'Hair Dryers', 'ဆံပင်အခြောက်ခံစက်', 'Hair Dryer', 'dryer', 'colour', 15_000, 180_000, [
        'Philips 2100W',
        'Panasonic Ionity',
        'Xiaomi H300',
      ]),
      l('剃须刀', 'Shavers', 'မုတ်ဆိတ်ရိတ်စက်', 'Shaver', 'shaver', 'colour', 25_000, 280_000, [
        'Philips Series 3000',
        'Braun Series 5',
        'Xiaomi S300',
      ]),
      l(
        '电动牙刷',
        'Electric Toothbrushes',
        'လျှပ်စစ်သွားတိုက်တံ',
        'Electric Toothbrush',
        'toothbrush',
        'colour',
        18_000,
        180_000,
        ['Oral-B Vitality', 'Philips Sonicare', 'Xiaomi T300'],
      ),
    ]),
  ]),
];
