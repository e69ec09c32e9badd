/** Myanmar's states and regions, with districts and townships for the busiest ones: [English, Chinese, Burmese]. */
export type Names = readonly [en: string, zh: string, mm: string];
export interface RegionDef {
  names: Names;
  children: RegionDef[];
}

const t = (en: string, zh: string, mm: string): RegionDef => ({ names: [en, zh, mm], children: [] });
const d = (en: string, zh: string, mm: string, children: RegionDef[]): RegionDef => ({ names: [en, zh, mm], children });

const YANGON = [
  d('Yangon West District', '仰光西县', 'ရန်ကုန်အနောက်ပိုင်းခရိုင်', [
    t('Kyauktada', '皎道达', 'ကျောက်တံတား'),
    t('Pabedan', '班伯丹', 'ပန်းဘဲတန်း'),
    t('Lanmadaw', '兰马道', 'လမ်းမတော်'),
    t('Latha', '拉塔', 'လသာ'),
    t('Ahlone', '阿弄', 'အလုံ'),
    t('Sanchaung', '山羌', 'စမ်းချောင်း'),
    t('Kamayut', '甘马育', 'ကမာရွတ်'),
    t('Hlaing', '莱茵', 'လှိုင်'),
    t('Mayangon', '马扬贡', 'မရမ်းကုန်း'),
    t('Bahan', '巴罕', 'ဗဟန်း'),
    t('Dagon', '德贡', 'ဒဂုံ'),
  ]),
  d('Yangon East District', '仰光东县', 'ရန်ကုန်အရှေ့ပိုင်းခရိုင်', [
    t('Tamwe', '达梅', 'တာမွေ'),
    t('Mingala Taungnyunt', '明加拉东纽', 'မင်္ဂလာတောင်ညွန့်'),
    t('Botahtaung', '波大通', 'ဗိုလ်တထောင်'),
    t('Pazundaung', '帕松当', 'ပုဇွန်တောင်'),
    t('Thingangyun', '丁干钧', 'သင်္ဃန်းကျွန်း'),
    t('Yankin', '仰金', 'ရန်ကင်း'),
    t('South Okkalapa', '南奥加拉巴', 'တောင်ဥက္ကလာပ'),
    t('North Okkalapa', '北奥加拉巴', 'မြောက်ဥက္ကလာပ'),
    t('Thaketa', '达格达', 'သာကေတ'),
  ]),
  d('Yangon North District', '仰光北县', 'ရန်ကုန်မြောက်ပိုင်းခရိုင်', [
    t('Insein', '永盛', 'အင်းစိန်'),
    t('Mingaladon', '敏加拉洞', 'မင်္ဂလာဒုံ'),
    t('Hlaing Tharyar', '莱达雅', 'လှိုင်သာယာ'),
    t('Shwepyitha', '瑞比达', 'ရွှေပြည်သာ'),
    t('Hmawbi', '莫比', 'မှော်ဘီ'),
    t('Hlegu', '勒古', 'လှည်းကူး'),
  ]),
  d('Yangon South District', '仰光南县', 'ရန်ကုန်တောင်ပိုင်းခရိုင်', [
    t('Thanlyin', '丁茵', 'သန်လျင်'),
    t('Kyauktan', '皎丹', 'ကျောက်တန်း'),
    t('Thongwa', '东瓦', 'သုံးခွ'),
    t('Twante', '端迪', 'တွံတေး'),
    t('Kawhmu', '高穆', 'ကော့မှူး'),
    t('Dala', '达拉', 'ဒလ'),
  ]),
];

const MANDALAY = [
  d('Mandalay District', '曼德勒县', 'မန္တလေးခရိုင်', [
    t('Aungmyethazan', '昂美达赞', 'အောင်မြေသာစံ'),
    t('Chanayethazan', '羌埃达赞', 'ချမ်းအေးသာစံ'),
    t('Mahaaungmye', '马哈昂美', 'မဟာအောင်မြေ'),
    t('Chanmyathazi', '羌米亚达兹', 'ချမ်းမြသာစည်'),
    t('Pyigyidagun', '比基达贡', 'ပြည်ကြီးတံခွန်'),
    t('Amarapura', '阿马拉布拉', 'အမရပူရ'),
    t('Patheingyi', '巴登基', 'ပုသိမ်ကြီး'),
  ]),
  d('Pyin Oo Lwin District', '彬乌伦县', 'ပြင်ဦးလွင်ခရိုင်', [
    t('Pyin Oo Lwin', '彬乌伦', 'ပြင်ဦးလွင်'),
    t('Madaya', '马达亚', 'မတ္တရာ'),
    t('Singu', '信古', 'စဉ့်ကူး'),
    t('Mogok', '抹谷', 'မိုးကုတ်'),
    t('Thabeikkyin', '达贝金', 'သပိတ်ကျင်း'),
  ]),
  d('Kyaukse District', '皎施县', 'ကျောက်ဆည်ခရိုင်', [
    t('Kyaukse', '皎施', 'ကျောက်ဆည်'),
    t('Sintgaing', '辛甘', 'စဉ့်ကိုင်'),
    t('Myittha', '密塔', 'မြစ်သား'),
    t('Tada-U', '达达乌', 'တံတားဦး'),
  ]),
  d('Myingyan District', '敏建县', 'မြင်းခြံခရိုင်', [
    t('Myingyan', '敏建', 'မြင်းခြံ'),
    t('Taungtha', '东达', 'တောင်သာ'),
    t('Natogyi', '纳都基', 'နွားထိုးကြီး'),
    t('Ngazun', '阿宗', 'ငါန်းဇွန်'),
  ]),
  d('Meiktila District', '密铁拉县', 'မိတ္ထီလာခရိုင်', [
    t('Meiktila', '密铁拉', 'မိတ္ထီလာ'),
    t('Mahlaing', '马莱', 'မလှိုင်'),
    t('Thazi', '达西', 'သာစည်'),
    t('Wundwin', '温敦', 'ဝမ်းတွင်း'),
  ]),
  d('Nyaung-U District', '良乌县', 'ညောင်ဦးခရိုင်', [
    t('Nyaung-U', '良乌', 'ညောင်ဦး'),
    t('Kyaukpadaung', '皎勃当', 'ကျောက်ပန်းတောင်း'),
    t('Bagan', '蒲甘', 'ပုဂံ'),
  ]),
];

const NAYPYIDAW = [
  d('Ottara District', '北部县', 'ဥတ္တရခရိုင်', [
    t('Zeyathiri', '泽亚蒂里', 'ဇေယျာသီရိ'),
    t('Ottarathiri', '奥塔拉蒂里', 'ဥတ္တရသီရိ'),
    t('Pobbathiri', '博巴蒂里', 'ပုဗ္ဗသီရိ'),
    t('Tatkon', '达贡', 'တပ်ကုန်း'),
  ]),
  d('Dekkhina District', '南部县', 'ဒက္ခိဏခရိုင်', [
    t('Zabuthiri', '泽布蒂里', 'ဇမ္ဗူသီရိ'),
    t('Dekkhinathiri', '德钦纳蒂里', 'ဒက္ခိဏသီရိ'),
    t('Pyinmana', '彬马那', 'ပျဉ်းမနား'),
    t('Lewe', '勒韦', 'လယ်ဝေး'),
  ]),
];

const BAGO = [
  d('Bago District', '勃固县', 'ပဲခူးခရိုင်', [
    t('Bago', '勃固', 'ပဲခူး'),
    t('Thanatpin', '达纳宾', 'သနပ်ပင်'),
    t('Kawa', '卡瓦', 'ကဝ'),
    t('Waw', '瓦', 'ဝေါ'),
    t('Nyaunglebin', '良礼彬', 'ညောင်လေးပင်'),
    t('Daik-U', '代乌', 'ဒိုက်ဦး'),
  ]),
  d('Taungoo District', '东吁县', 'တောင်ငူခရိုင်', [
    t('Taungoo', '东吁', 'တောင်ငူ'),
    t('Yedashe', '耶达谢', 'ရေတာရှည်'),
    t('Kyaukkyi', '皎基', 'ကျောက်ကြီး'),
    t('Phyu', '漂', 'ဖြူး'),
    t('Oktwin', '奥温', 'အုတ်တွင်း'),
  ]),
  d('Pyay District', '卑谬县', 'ပြည်ခရိုင်', [
    t('Pyay', '卑谬', 'ပြည်'),
    t('Paukkhaung', '包考', 'ပေါက်ခေါင်း'),
    t('Paungde', '榜德', 'ပေါင်းတည်'),
    t('Shwedaung', '瑞当', 'ရွှေတောင်'),
  ]),
  d('Tharrawaddy District', '沙耶瓦底县', 'သာယာဝတီခရိုင်', [
    t('Tharrawaddy', '沙耶瓦底', 'သာယာဝတီ'),
    t('Letpadan', '莱巴丹', 'လက်ပံတန်း'),
    t('Minhla', '敏拉', 'မင်းလှ'),
    t('Zigon', '兹贡', 'ဇီးကုန်း'),
  ]),
];

const SAGAING = [
  d('Sagaing District', '实皆县', 'စစ်ကိုင်းခရိုင်', [
    t('Sagaing', '实皆', 'စစ်ကိုင်း'),
    t('Myinmu', '敏木', 'မြင်းမူ'),
    t('Myaung', '妙', 'မြောင်'),
  ]),
  d('Monywa District', '蒙育瓦县', 'မုံရွာခရိုင်', [
    t('Monywa', '蒙育瓦', 'မုံရွာ'),
    t('Budalin', '布达林', 'ဘုတလင်'),
    t('Chaung-U', '羌乌', 'ချောင်းဦး'),
    t('Ayadaw', '阿亚道', 'အရာတော်'),
  ]),
  d('Shwebo District', '瑞冒县', 'ရွှေဘိုခရိုင်', [
    t('Shwebo', '瑞冒', 'ရွှေဘို'),
    t('Kanbalu', '甘巴卢', 'ကန့်ဘလူ'),
    t('Ye-U', '耶乌', 'ရေဦး'),
    t('Wetlet', '韦莱', 'ဝက်လက်'),
  ]),
  d('Katha District', '杰沙县', 'ကသာခရိုင်', [
    t('Katha', '杰沙', 'ကသာ'),
    t('Indaw', '因道', 'အင်းတော်'),
    t('Tigyaing', '迪景', 'ထီးချိုင့်'),
  ]),
  d('Kale District', '葛礼县', 'ကလေးခရိုင်', [
    t('Kale', '葛礼', 'ကလေး'),
    t('Kalewa', '葛礼瓦', 'ကလေးဝ'),
    t('Mingin', '敏金', 'မင်းကင်း'),
  ]),
];

const SHAN = [
  d('Taunggyi District', '东枝县', 'တောင်ကြီးခရိုင်', [
    t('Taunggyi', '东枝', 'တောင်ကြီး'),
    t('Nyaungshwe', '娘瑞', 'ညောင်ရွှေ'),
    t('Kalaw', '格劳', 'ကလော'),
    t('Pindaya', '宾达亚', 'ပင်းတယ'),
    t('Hopong', '何蓬', 'ဟိုပုံး'),
  ]),
  d('Lashio District', '腊戍县', 'လားရှိုးခရိုင်', [
    t('Lashio', '腊戍', 'လားရှိုး'),
    t('Hsenwi', '兴威', 'သိန္နီ'),
    t('Tangyan', '当扬', 'တန့်ယန်း'),
  ]),
  d('Kengtung District', '景栋县', 'ကျိုင်းတုံခရိုင်', [
    t('Kengtung', '景栋', 'ကျိုင်းတုံ'),
    t('Mong Khet', '孟克', 'မိုင်းခတ်'),
    t('Mong Yang', '孟养', 'မိုင်းယန်း'),
  ]),
  d('Muse District', '木姐县', 'မူဆယ်ခရိုင်', [
    t('Muse', '木姐', 'မူဆယ်'),
    t('Namhkan', '南坎', 'နမ့်ခမ်း'),
    t('Kutkai', '贵概', 'ကွတ်ခိုင်'),
  ]),
];

const AYEYARWADY = [
  d('Pathein District', '勃生县', 'ပုသိမ်ခရိုင်', [
    t('Pathein', '勃生', 'ပုသိမ်'),
    t('Kangyidaunt', '甘基当', 'ကန်ကြီးထောင့်'),
    t('Ngapudaw', '额布道', 'ငပုတော'),
    t('Kyonpyaw', '炯漂', 'ကျုံပျော်'),
  ]),
  d('Hinthada District', '兴实达县', 'ဟင်္သာတခရိုင်', [
    t('Hinthada', '兴实达', 'ဟင်္သာတ'),
    t('Zalun', '扎伦', 'ဇလွန်'),
    t('Lemyethna', '勒梅纳', 'လေးမျက်နှာ'),
    t('Kyangin', '坚金', 'ကြံခင်း'),
  ]),
  d('Myaungmya District', '渺弥亚县', 'မြောင်းမြခရိုင်', [
    t('Myaungmya', '渺弥亚', 'မြောင်းမြ'),
    t('Einme', '因美', 'အိမ်မဲ'),
    t('Wakema', '瓦克马', 'ဝါးခယ်မ'),
  ]),
  d('Maubin District', '莫宾县', 'မအူပင်ခရိုင်', [
    t('Maubin', '莫宾', 'မအူပင်'),
    t('Nyaungdon', '良东', 'ညောင်တုန်း'),
    t('Danubyu', '达努漂', 'ဓနုဖြူ'),
  ]),
  d('Pyapon District', '壁磅县', 'ဖျာပုံခရိုင်', [
    t('Pyapon', '壁磅', 'ဖျာပုံ'),
    t('Bogale', '博加礼', 'ဘိုကလေး'),
    t('Kyaiklat', '皎拉', 'ကျိုက်လတ်'),
    t('Dedaye', '德达耶', 'ဒေးဒရဲ'),
  ]),
];

/** States and regions in the official order, Naypyidaw Union Territory last. */
export const REGIONS: RegionDef[] = [
  d('Kachin State', '克钦邦', 'ကချင်ပြည်နယ်', [
    d('Myitkyina District', '密支那县', 'မြစ်ကြီးနားခရိုင်', [
      t('Myitkyina', '密支那', 'မြစ်ကြီးနား'),
      t('Waingmaw', '威茂', 'ဝိုင်းမော်'),
      t('Mogaung', '孟拱', 'မိုးကောင်း'),
    ]),
  ]),
  d('Kayah State', '克耶邦', 'ကယားပြည်နယ်', [
    d('Loikaw District', '垒固县', 'လွိုင်ကော်ခရိုင်', [
      t('Loikaw', '垒固', 'လွိုင်ကော်'),
      t('Demoso', '德莫索', 'ဒီးမော့ဆို'),
      t('Hpruso', '普鲁索', 'ဖရူဆို'),
    ]),
  ]),
  d('Kayin State', '克伦邦', 'ကရင်ပြည်နယ်', [
    d('Hpa-an District', '帕安县', 'ဘားအံခရိုင်', [
      t('Hpa-an', '帕安', 'ဘားအံ'),
      t('Hlaingbwe', '莱布韦', 'လှိုင်းဘွဲ့'),
      t('Thandaunggyi', '丹当基', 'သံတောင်ကြီး'),
    ]),
  ]),
  d('Chin State', '钦邦', 'ချင်းပြည်နယ်', [
    d('Hakha District', '哈卡县', 'ဟားခါးခရိုင်', [t('Hakha', '哈卡', 'ဟားခါး'), t('Thantlang', '坦特朗', 'ထန်တလန်')]),
  ]),
  d('Sagaing Region', '实皆省', 'စစ်ကိုင်းတိုင်းဒေသကြီး', SAGAING),
  d('Tanintharyi Region', '德林达依省', 'တနင်္သာရီတိုင်းဒေသကြီး', [
    d('Dawei District', '土瓦县', 'ထားဝယ်ခရိုင်', [
      t('Dawei', '土瓦', 'ထားဝယ်'),
      t('Launglon', '朗隆', 'လောင်းလုံ'),
      t('Yebyu', '耶漂', 'ရေဖြူ'),
    ]),
  ]),
  d('Bago Region', '勃固省', 'ပဲခူးတိုင်းဒေသကြီး', BAGO),
  d('Magway Region', '马圭省', 'မကွေးတိုင်းဒေသကြီး', [
    d('Magway District', '马圭县', 'မကွေးခရိုင်', [
      t('Magway', '马圭', 'မကွေး'),
      t('Yenangyaung', '仁安羌', 'ရေနံချောင်း'),
      t('Chauk', '稍埠', 'ချောက်'),
      t('Taungdwingyi', '东敦基', 'တောင်တွင်းကြီး'),
    ]),
  ]),
  d('Mandalay Region', '曼德勒省', 'မန္တလေးတိုင်းဒေသကြီး', MANDALAY),
  d('Mon State', '孟邦', 'မွန်ပြည်နယ်', [
    d('Mawlamyine District', '毛淡棉县', 'မော်လမြိုင်ခရိုင်', [
      t('Mawlamyine', '毛淡棉', 'မော်လမြိုင်'),
      t('Kyaikmaraw', '吉马劳', 'ကျိုက်မရော'),
      t('Mudon', '穆栋', 'မုဒုံ'),
      t('Thanbyuzayat', '丹漂扎亚', 'သံဖြူဇရပ်'),
    ]),
  ]),
  d('Rakhine State', '若开邦', 'ရခိုင်ပြည်နယ်', [
    d('Sittwe District', '实兑县', 'စစ်တွေခရိုင်', [
      t('Sittwe', '实兑', 'စစ်တွေ'),
      t('Ponnagyun', '榜纳均', 'ပုဏ္ဏားကျွန်း'),
      t('Pauktaw', '包道', 'ပေါက်တော'),
    ]),
  ]),
  d('Yangon Region', '仰光省', 'ရန်ကုန်တိုင်းဒေသကြီး', YANGON),
  d('Shan State', '掸邦', 'ရှမ်းပြည်နယ်', SHAN),
  d('Ayeyarwady Region', '伊洛瓦底省', 'ဧရာဝတီတိုင်းဒေသကြီး', AYEYARWADY),
  d('Naypyidaw Union Territory', '内比都联邦区', 'နေပြည်တော် ပြည်ထောင်စုနယ်မြေ', NAYPYIDAW),
];

/** City sites: the city's name and the English names of the region path that holds it. */
export const WEBSITES = [
  { name: 'Yangon', title: 'Zay Yangon', path: ['Yangon Region'] },
  { name: 'Mandalay', title: 'Zay Mandalay', path: ['Mandalay Region'] },
  { name: 'Naypyidaw', title: 'Zay Naypyidaw', path: ['Naypyidaw Union Territory'] },
  { name: 'Taunggyi', title: 'Zay Taunggyi', path: ['Shan State', 'Taunggyi District', 'Taunggyi'] },
] as const;
