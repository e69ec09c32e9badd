/**
 * The platform's own texts in Chinese and English (ADR 057), keyed by their Burmese original in
 * content-data.ts, seed-floors.ts and content-images.ts. A Burmese text missing here is seeded
 * without translations and shown in Burmese (seed-translations.test.ts lists none missing).
 */
export interface Translated<T> {
  'zh-cn': T;
  'en-us': T;
}
type Pair = [zh: string, en: string];
export type Article = { title: string; paragraphs: string[] };

/** Short texts: navigation, help classes, floors, adverts, shop promises, search words. */
export const PHRASES: Record<string, Pair> = {
  // navigation
  ပင်မစာမျက်နှာ: ['首页', 'Home'],
  အမျိုးအစားများ: ['全部分类', 'Categories'],
  အမှတ်တံဆိပ်များ: ['品牌', 'Brands'],
  ဆိုင်များ: ['店铺街', 'Shops'],
  ကူပွန်: ['领券中心', 'Coupons'],
  'အချိန်ကန့်သတ် လျှော့ဈေး': ['限时秒杀', 'Flash sale'],
  အကူအညီ: ['帮助中心', 'Help'],
  // help classes
  ဈေးဝယ်လမ်းညွှန်: ['购物指南', 'Shopping guide'],
  ငွေပေးချေမှု: ['支付方式', 'Payment'],
  ပို့ဆောင်ရေး: ['配送说明', 'Delivery'],
  'အရောင်းအပြီး ဝန်ဆောင်မှု': ['售后服务', 'After-sales service'],
  ကျွန်ုပ်တို့အကြောင်း: ['关于我们', 'About us'],
  // floors
  'ဖုန်းနှင့် အီလက်ထရောနစ်': ['手机数码', 'Phones and electronics'],
  'နောက်ဆုံးပေါ် စမတ်ဖုန်းနှင့် ဆက်စပ်ပစ္စည်းများ': ['最新智能手机及配件', 'The latest smartphones and accessories'],
  အမျိုးသမီးဖက်ရှင်: ['女装', "Women's fashion"],
  'ရာသီသစ် ဝတ်စုံများ': ['当季新款', 'New season outfits'],
  'အိမ်နှင့် မီးဖိုချောင်': ['家居厨房', 'Home and kitchen'],
  'အိမ်တိုင်းအတွက် မရှိမဖြစ်': ['居家必备', 'Essentials for every home'],
  'အလှကုန်နှင့် ကိုယ်ပိုင်စောင့်ရှောက်မှု': ['美妆个护', 'Beauty and personal care'],
  မူရင်းအလှကုန်များ: ['正品美妆', 'Genuine cosmetics'],
  အစားအသောက်: ['食品', 'Food and drink'],
  'မြန်မာ့အရသာ စစ်စစ်': ['地道缅甸风味', 'The true taste of Myanmar'],
  // adverts
  'စမတ်ဖုန်း အပတ်': ['智能手机周', 'Smartphone week'],
  'ပိုးထည်နှင့် ဖက်ရှင်': ['丝绸与时尚', 'Silk and style'],
  မြန်မာ့အရသာ: ['缅甸风味', 'Taste of Myanmar'],
  'အိမ်သုံးလျှပ်စစ်ပစ္စည်း ပွဲတော်': ['家电节', 'Home appliance fair'],
  'အလှအပ နေ့ရက်များ': ['美妆节', 'Beauty days'],
  ကျောင်းပြန်ဖွင့်ချိန်: ['开学季', 'Back to school'],
  'အခမဲ့ ပို့ဆောင်ပေးခြင်း': ['满 50,000 Ks 包邮', 'Free delivery over 50,000 Ks'],
  // shop promises
  '၇ ရက်အတွင်း ပြန်လဲနိုင်': ['7天无理由退货', '7-day returns'],
  'ပစ္စည်းရရှိပြီး ၇ ရက်အတွင်း အကြောင်းပြချက်မလိုဘဲ ပြန်လည်ပေးပို့နိုင်ပါသည်။': [
    '收货后7天内可无理由退货。',
    'Return goods within 7 days of receipt, no reason needed.',
  ],
  'မူရင်းစစ်စစ် အာမခံ': ['正品保障', 'Genuine goods guaranteed'],
  'ပစ္စည်းအားလုံး မူရင်းစစ်စစ် ဖြစ်ကြောင်း အာမခံပါသည်။': ['所有商品保证正品。', 'Every item is guaranteed genuine.'],
  'မြန်ဆန်စွာ ပို့ဆောင်': ['极速配送', 'Fast delivery'],
  'ငွေပေးချေပြီး {hours} နာရီအတွင်း ပို့ဆောင်ပေးပါသည်။': [
    '付款后{hours}小时内发货。',
    'Shipped within {hours} hours of payment.',
  ],
  'လုံခြုံသော ငွေပေးချေမှု': ['安全支付', 'Secure payment'],
  'ငွေပေးချေမှုတိုင်းကို လုံခြုံစွာ ကာကွယ်ထားပါသည်။': ['每一笔支付都受到安全保护。', 'Every payment is safely protected.'],
  // search words and site texts
  စမတ်ဖုန်း: ['智能手机', 'smartphone'],
  ပိုးထဘီ: ['丝绸筒裙', 'silk htamein'],
  လက်ဖက်: ['腌茶叶', 'laphet'],
  သနပ်ခါး: ['特纳卡', 'thanaka'],
  ထမင်းပေါင်းအိုး: ['电饭煲', 'rice cooker'],
  'မြန်မာနိုင်ငံ၏ ယုံကြည်စိတ်ချရသော အွန်လိုင်းဈေးကွက်': ['值得信赖的缅甸网上商城', "Myanmar's trusted online marketplace"],
  'ကူပွန်လက်ဆောင် ရယူပါ': ['领取优惠券礼包', 'Get your coupon gift'],
};

/** Keywords of the site, per language (the Burmese ones are in content-data.ts). */
export const SITE_KEYWORDS: Translated<string> = {
  'zh-cn': 'Zay,网上商城,缅甸,智能手机,时尚,腌茶叶',
  'en-us': 'Zay,online shopping,Myanmar,smartphones,fashion,laphet',
};

const a = (title: string, ...paragraphs: string[]): Article => ({ title, paragraphs });

/** Help articles, notices and the registration agreement, keyed by their Burmese title. */
export const ARTICLES: Record<string, Translated<Article>> = {
  အကောင့်ဖွင့်နည်း: {
    'zh-cn': a(
      '如何注册账号',
      '在 Zay 购物需要先注册一个账号。请点击页面右上角的“注册”。',
      '输入用户名或手机号并设置密码。密码至少 8 位，须包含数字、大写字母、小写字母和符号。',
      '注册完成后即可登录购物。',
    ),
    'en-us': a(
      'How to register',
      'You need an account to shop on Zay. Click "Register" at the top right of the page.',
      'Enter a username or a phone number and choose a password of at least 8 characters with a digit, an upper-case letter, a lower-case letter and a symbol.',
      'Once registered you can sign in and shop straight away.',
    ),
  },
  ပစ္စည်းရှာဖွေနည်း: {
    'zh-cn': a(
      '如何搜索商品',
      '在页面顶部的搜索框中用缅甸语、英语或中文输入商品名称。',
      '可按分类、品牌、价格区间和包邮等条件筛选，快速找到想要的商品。',
    ),
    'en-us': a(
      'How to find goods',
      'Type the name of what you want in Burmese, English or Chinese into the search box at the top of the page.',
      'Filter by category, brand, price range or free delivery to find it quickly.',
    ),
  },
  အော်ဒါတင်နည်း: {
    'zh-cn': a(
      '如何下单',
      '在商品页面选择颜色、尺码和数量，然后点击“立即购买”。',
      '选择收货地址和配送方式并确认订单，随后进入支付页面。',
      '您可以随时在“我的订单”中查看订单状态。',
    ),
    'en-us': a(
      'How to place an order',
      'On the goods page choose the colour, size and quantity, then click "Buy now".',
      'Choose the delivery address and the delivery method and confirm the order; the payment page follows.',
      'You can follow the order at any time in "My orders".',
    ),
  },
  'ဈေးဝယ်လှည်း အသုံးပြုနည်း': {
    'zh-cn': a(
      '如何使用购物车',
      '点击“加入购物车”即可收藏想买的商品。',
      '购物车中的商品按店铺分组，可修改数量或删除；多个店铺的商品可以一次结算。',
    ),
    'en-us': a(
      'Using the cart',
      'Collect what you want to buy with "Add to cart".',
      'The cart groups goods by shop; change quantities or remove goods there, and pay for goods from several shops at once.',
    ),
  },
  'ငွေပေးချေနိုင်သော နည်းလမ်းများ': {
    'zh-cn': a('支付方式', 'Zay 支持银行转账、手机钱包和账户余额支付。', '支付成功后，店铺会备货并发货。'),
    'en-us': a(
      'Ways to pay',
      'On Zay you can pay by bank transfer, mobile wallet or account balance.',
      'Once the payment succeeds, the shop prepares and sends your goods.',
    ),
  },
  'ဘဏ်လွှဲဖြင့် ငွေပေးချေနည်း': {
    'zh-cn': a(
      '如何银行转账付款',
      '选择银行转账后会显示店铺的银行账户信息，请准确转入应付金额。',
      '上传转账凭证照片后，店铺会核对确认，通常在工作时间内几小时内完成。',
    ),
    'en-us': a(
      'Paying by bank transfer',
      "When you choose bank transfer, the shop's bank account is shown. Transfer exactly the amount due.",
      'Upload a photo of the transfer receipt and the shop checks and confirms it, usually within a few working hours.',
    ),
  },
  'လက်ကျန်ငွေ အသုံးပြုနည်း': {
    'zh-cn': a(
      '如何使用余额',
      '账户有余额时，下单可以用余额支付。',
      '为了安全，使用余额需要 6 位数字支付密码，可在“账户安全”中设置。',
    ),
    'en-us': a(
      'Using your balance',
      'With money in your account you can pay for an order from your balance.',
      'For your safety, paying from the balance needs a 6-digit payment password, set in "Account security".',
    ),
  },
  'ငွေပေးချေမှု လုံခြုံရေး': {
    'zh-cn': a(
      '支付安全',
      'Zay 工作人员绝不会索要您的密码或验证码。',
      '如有人要求您在网站以外转账，可能是诈骗，请立即联系我们。',
    ),
    'en-us': a(
      'Payment safety',
      'Zay staff will never ask for your password or a verification code.',
      'If anyone asks you to transfer money outside the website, it may be a scam: tell us at once.',
    ),
  },
  'ပို့ဆောင်ခ နှုန်းထားများ': {
    'zh-cn': a('运费标准', '运费由各店铺设定，并在确认订单页面显示。', '标有“包邮”的商品无需支付运费。'),
    'en-us': a(
      'Delivery fees',
      'Each shop sets its own delivery fee, shown on the order confirmation page.',
      'Goods marked "Free delivery" carry no delivery fee.',
    ),
  },
  ပို့ဆောင်ချိန်: {
    'zh-cn': a('配送时间', '仰光和曼德勒市内 1–2 天送达，其他城市 3–7 天送达。', '节假日期间配送时间可能稍有延长。'),
    'en-us': a(
      'Delivery times',
      'Within Yangon and Mandalay delivery takes 1 to 2 days; to other towns 3 to 7 days.',
      'Delivery may take a little longer over public holidays and festivals.',
    ),
  },
  'ဆိုင်တွင် ကိုယ်တိုင်လာယူခြင်း': {
    'zh-cn': a('到店自提', '部分店铺支持到店自提，下单时请选择门店和自提时间。', '取货时需出示订单号。'),
    'en-us': a(
      'Collecting from the shop',
      'Some shops let you collect in person: choose the branch and the time when you order.',
      'Show your order number when you collect.',
    ),
  },
  'ပါဆယ် ခြေရာခံနည်း': {
    'zh-cn': a(
      '如何查询物流',
      '店铺发货后，可在“我的订单”中看到快递公司和运单号。',
      '点击“查看物流”即可查询包裹当前位置。',
    ),
    'en-us': a(
      'Tracking a parcel',
      'Once the shop has shipped, "My orders" shows the courier and the waybill number.',
      'Click "Track parcel" to see where your parcel is.',
    ),
  },
  '၇ ရက်အတွင်း ပြန်လည်ပေးပို့ခြင်း': {
    'zh-cn': a(
      '7天无理由退货',
      '收货后 7 天内可无理由退货，商品须保持原样。',
      '食品、个人用品和已开封的化妆品不支持退货。',
    ),
    'en-us': a(
      'Returns within 7 days',
      'You may return goods within 7 days of receipt without giving a reason, as long as they are as you received them.',
      'Food, personal items and opened cosmetics cannot be returned.',
    ),
  },
  'ငွေပြန်အမ်းခြင်း လုပ်ငန်းစဉ်': {
    'zh-cn': a(
      '退款流程',
      '在订单详情中点击“申请退款”并选择原因。',
      '店铺同意后请寄回商品。店铺收到商品后，将按原支付方式退款。',
    ),
    'en-us': a(
      'How refunds work',
      'In the order details click "Apply for a refund" and choose a reason.',
      'Once the shop agrees, send the goods back. When the shop receives them, the money goes back the way you paid.',
    ),
  },
  'အာမခံ ဝန်ဆောင်မှု': {
    'zh-cn': a('保修服务', '电器的保修期在商品页面注明。', '保修期内如有故障，请直接联系店铺或我们的客服。'),
    'en-us': a(
      'Warranty',
      'The warranty period of electrical goods is stated on the goods page.',
      'If something fails within the warranty, contact the shop directly or our customer service.',
    ),
  },
  တိုင်ကြားခြင်း: {
    'zh-cn': a(
      '投诉',
      '如对店铺服务或商品质量不满意，可在订单详情中发起投诉。',
      'Zay 团队将在 3 个工作日内核实并答复。',
    ),
    'en-us': a(
      'Complaints',
      "If you are unhappy with a shop's service or the quality of the goods, file a complaint from the order details.",
      'The Zay team looks into it and replies within 3 working days.',
    ),
  },
  'Zay အကြောင်း': {
    'zh-cn': a(
      '关于 Zay',
      'Zay 是连接缅甸各地店铺与买家的网上商城。',
      '正如其名“集市”，我们希望它成为人人都能轻松买卖的地方。',
    ),
    'en-us': a(
      'About Zay',
      'Zay is an online marketplace linking shops and shoppers all over Myanmar.',
      'As its name, "market", says, it aims to be a place where anyone can buy and sell with ease.',
    ),
  },
  ဆက်သွယ်ရန်: {
    'zh-cn': a(
      '联系我们',
      '电话：09 777 000 111（每天上午 9 点至下午 6 点）',
      '邮箱：help@zay.com.mm',
      '地址：仰光市甘马育镇区比耶路 45 号',
    ),
    'en-us': a(
      'Contact us',
      'Phone: 09 777 000 111 (daily, 9 am to 6 pm)',
      'E-mail: help@zay.com.mm',
      'Address: No. 45, Pyay Road, Kamayut Township, Yangon',
    ),
  },
  'ဆိုင်ဖွင့်ရန် လျှောက်ထားခြင်း': {
    'zh-cn': a('申请开店', '如需在 Zay 开店，可凭公司注册证书或营业执照申请。', '我们会在 5 个工作日内审核并通知您。'),
    'en-us': a(
      'Opening a shop',
      'To open a shop on Zay, apply with a company registration certificate or a business licence.',
      'We review the application and reply within 5 working days.',
    ),
  },
  'ကိုယ်ရေးအချက်အလက် မူဝါဒ': {
    'zh-cn': a('隐私政策', '您的个人信息仅用于处理订单和改进服务。', '未经您的同意，我们不会向第三方出售或分享。'),
    'en-us': a(
      'Privacy policy',
      'We use your personal information only to handle your orders and improve our service.',
      'We never sell it or share it with third parties without your consent.',
    ),
  },
  // notices
  'Zay မှ နွေးထွေးစွာ ကြိုဆိုပါသည်': {
    'zh-cn': a('Zay 热烈欢迎您', '欢迎来到 Zay 网上商城，放心选购众多店铺的正品商品。', '新注册用户可领取优惠券礼包。'),
    'en-us': a(
      'A warm welcome from Zay',
      'Welcome to the Zay online marketplace: buy genuine goods from many shops with confidence.',
      'New accounts receive a gift of coupons.',
    ),
  },
  'သင်္ကြန်ပွဲတော်ကာလ ပို့ဆောင်ရေး အစီအစဉ်': {
    'zh-cn': a('泼水节期间配送安排', '泼水节假期期间配送暂停。节前下单的商品将尽快发出。', '节后恢复正常配送。'),
    'en-us': a(
      'Deliveries over Thingyan',
      'Deliveries pause over the Thingyan holidays. Orders placed before the festival go out as soon as possible.',
      'Normal deliveries resume after the festival.',
    ),
  },
  'စနစ် ပြုပြင်ထိန်းသိမ်းမှု အသိပေးချက်': {
    'zh-cn': a(
      '系统维护通知',
      '为改进系统，我们将于周日午夜 12 点至凌晨 2 点进行维护。',
      '期间网站将暂时无法使用，给您带来不便，敬请谅解。',
    ),
    'en-us': a(
      'Planned maintenance',
      'To improve the system we carry out maintenance on Sunday from midnight to 2 am.',
      'The website is unavailable for a while during that time. We apologise for the inconvenience.',
    ),
  },
  'မိုဘိုင်း Wallet ဖြင့် ငွေပေးချေနိုင်ပါပြီ': {
    'zh-cn': a('现已支持手机钱包支付', '即日起可扫描二维码用手机钱包付款。', '支付即时确认，更快更安全。'),
    'en-us': a(
      'Pay with a mobile wallet',
      'From now on you can pay by scanning a QR code with your mobile wallet.',
      'Payments are confirmed at once: faster and safer.',
    ),
  },
  'လိမ်လည်သော ဖုန်းခေါ်ဆိုမှုများကို သတိပြုပါ': {
    'zh-cn': a(
      '谨防诈骗电话',
      '我们获悉有人冒充 Zay 工作人员致电，要求转账或索要验证码。',
      'Zay 绝不会要求您在网站以外转账。',
    ),
    'en-us': a(
      'Beware of scam calls',
      'We have heard of callers pretending to be Zay staff who ask for transfers or verification codes.',
      'Zay never asks you to transfer money outside the website.',
    ),
  },
  'မန္တလေးမှ ဆိုင်သစ်များ ပါဝင်လာပြီ': {
    'zh-cn': a('曼德勒新店入驻', '来自曼德勒的美妆、男装和家居新店已入驻 Zay。', '曼德勒市内订单当日送达。'),
    'en-us': a(
      'New shops from Mandalay',
      "New beauty, men's fashion and household shops from Mandalay have joined Zay.",
      'Orders within Mandalay are delivered the same day.',
    ),
  },
  // the registration agreement
  'Zay အသုံးပြုသူ သဘောတူညီချက်': {
    'zh-cn': a(
      'Zay 用户协议',
      '使用 Zay 网站即视为接受本协议的条款。',
      '1. 注册时须填写真实信息。妥善保管密码是您的责任。',
      '2. 每笔购买都是买家与店铺之间的交易，Zay 协助双方公平交易。',
      '3. 禁止销售违法商品、欺诈他人或滥用系统，违者账号可能被关闭。',
      '4. 我们依照隐私政策保护您的个人信息。',
    ),
    'en-us': a(
      'Zay user agreement',
      'By using the Zay website you accept the terms of this agreement.',
      '1. Give true information when you register. Keeping your password secret is your responsibility.',
      '2. Every purchase is a sale between the buyer and the shop; Zay helps both sides trade fairly.',
      '3. Selling illegal goods, cheating others and abusing the system are forbidden; accounts that do so may be closed.',
      '4. We protect your personal information according to our privacy policy.',
    ),
  },
};
