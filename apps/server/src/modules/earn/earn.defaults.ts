import { LANGS, type Lang } from '@candor/shared';

/**
 * The sample products a new install starts with (operator data, edited in the back office). Names per language are
 * built from a template per language; every sample name says "sample" nowhere it could be read as a promise: the
 * yields are paid from the earn account the operator funds, and the pages say so.
 */

type Texts = Partial<Record<Lang, string>>;
const fill = (t: Record<Lang, string>, p: Record<string, string>): Texts =>
  Object.fromEntries(LANGS.map((l) => [l, t[l].replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? '')]));

const TRUST_NAME: Record<Lang, string> = {
  en: '{coin} {days}-day trust', jp: '{coin} {days}日間信託', vn: 'Ủy thác {coin} {days} ngày', hi: '{coin} {days}-दिवसीय ट्रस्ट',
  id: 'Trust {coin} {days} hari', kr: '{coin} {days}일 신탁', ms: 'Amanah {coin} {days} hari', de: '{coin}-Trust über {days} Tage',
  th: 'ทรัสต์ {coin} {days} วัน', pt: 'Trust {coin} de {days} dias', fr: 'Trust {coin} sur {days} jours', ru: 'Траст {coin} на {days} дн.',
  esp: 'Trust {coin} de {days} días', zh: '{coin} {days}天信托', tw: '{coin} {days}天信託',
};

const AGREEMENT: Record<Lang, string> = {
  en: 'The principal is held in your trust account for the term. Interest is paid daily from the platform\'s earn account, which the operator funds; it is not earned by trading. Redeeming early costs 1.5 x one day\'s interest, taken from the principal. If the earn account cannot cover new promises, new subscriptions close.',
  jp: '元本は期間中、信託口座で保管されます。利息はオペレーターが資金を入れるプラットフォームのアーン口座から毎日支払われ、取引による収益ではありません。中途解約には1日分の利息の1.5倍が元本から差し引かれます。アーン口座が新たな約束を賄えない場合、新規申込は停止します。',
  vn: 'Tiền gốc được giữ trong tài khoản ủy thác suốt kỳ hạn. Lãi được trả hằng ngày từ tài khoản earn của nền tảng do nhà vận hành nạp tiền, không đến từ giao dịch. Rút trước hạn mất 1,5 lần lãi một ngày, trừ vào tiền gốc. Nếu tài khoản earn không đủ chi trả cam kết mới, đăng ký mới sẽ đóng.',
  hi: 'मूलधन अवधि तक आपके ट्रस्ट खाते में रहता है। ब्याज प्रतिदिन प्लेटफ़ॉर्म के अर्न खाते से दिया जाता है, जिसे ऑपरेटर भरता है; यह ट्रेडिंग से नहीं कमाया जाता। समय से पहले निकालने पर एक दिन के ब्याज का 1.5 गुना मूलधन से कटता है। अर्न खाता नए वादे पूरे न कर सके तो नई सदस्यता बंद हो जाती है।',
  id: 'Pokok disimpan di akun trust Anda selama jangka waktu. Bunga dibayar setiap hari dari akun earn platform yang didanai operator; bukan hasil trading. Penebusan awal dikenai 1,5 x bunga satu hari, dipotong dari pokok. Jika akun earn tidak dapat menanggung janji baru, langganan baru ditutup.',
  kr: '원금은 기간 동안 신탁 계정에 보관됩니다. 이자는 운영자가 자금을 넣는 플랫폼 언(earn) 계정에서 매일 지급되며 거래로 얻은 것이 아닙니다. 중도 상환 시 하루 이자의 1.5배가 원금에서 차감됩니다. 언 계정이 새 약정을 감당할 수 없으면 신규 가입이 닫힙니다.',
  ms: 'Prinsipal disimpan dalam akaun amanah anda sepanjang tempoh. Faedah dibayar setiap hari daripada akaun earn platform yang dibiayai pengendali; ia bukan hasil dagangan. Penebusan awal dikenakan 1.5 x faedah sehari, ditolak daripada prinsipal. Jika akaun earn tidak dapat menampung janji baharu, langganan baharu ditutup.',
  de: 'Das Kapital liegt für die Laufzeit in Ihrem Trust-Konto. Die Zinsen werden täglich aus dem Earn-Konto der Plattform gezahlt, das der Betreiber auffüllt; sie stammen nicht aus dem Handel. Eine vorzeitige Rückgabe kostet das 1,5-Fache eines Tageszinses, vom Kapital abgezogen. Kann das Earn-Konto neue Zusagen nicht decken, schließen neue Zeichnungen.',
  th: 'เงินต้นถูกเก็บในบัญชีทรัสต์ของคุณตลอดระยะเวลา ดอกเบี้ยจ่ายทุกวันจากบัญชีเอิร์นของแพลตฟอร์มที่ผู้ให้บริการเติมเงิน ไม่ได้มาจากการเทรด การไถ่ถอนก่อนกำหนดมีค่าปรับ 1.5 เท่าของดอกเบี้ยหนึ่งวัน หักจากเงินต้น หากบัญชีเอิร์นไม่พอรองรับคำมั่นใหม่ การสมัครใหม่จะปิด',
  pt: 'O capital fica na sua conta trust durante o prazo. Os juros são pagos diariamente pela conta earn da plataforma, financiada pelo operador; não vêm de negociação. O resgate antecipado custa 1,5 x os juros de um dia, descontados do capital. Se a conta earn não cobrir novas promessas, as novas subscrições fecham.',
  fr: 'Le capital reste sur votre compte trust pendant la durée. Les intérêts sont versés chaque jour depuis le compte earn de la plateforme, alimenté par l\'opérateur ; ils ne proviennent pas du trading. Un rachat anticipé coûte 1,5 x les intérêts d\'un jour, pris sur le capital. Si le compte earn ne peut couvrir de nouvelles promesses, les souscriptions ferment.',
  ru: 'Основная сумма хранится на вашем трастовом счёте весь срок. Проценты ежедневно выплачиваются со счёта earn платформы, который пополняет оператор; это не доход от торговли. Досрочное погашение стоит 1,5 дневного процента из основной суммы. Если счёт earn не покрывает новые обязательства, новые подписки закрываются.',
  esp: 'El capital queda en su cuenta trust durante el plazo. Los intereses se pagan a diario desde la cuenta earn de la plataforma, que financia el operador; no provienen del trading. El rescate anticipado cuesta 1,5 x el interés de un día, descontado del capital. Si la cuenta earn no puede cubrir nuevas promesas, las suscripciones nuevas se cierran.',
  zh: '本金在期限内存放于您的信托账户。利息每日由运营方注资的平台理财账户支付，并非交易所得。提前赎回需从本金中扣除一天利息的1.5倍。若理财账户无法覆盖新的承诺，新申购将自动关闭。',
  tw: '本金在期限內存放於您的信託帳戶。利息每日由營運方注資的平台理財帳戶支付，並非交易所得。提前贖回需從本金中扣除一天利息的1.5倍。若理財帳戶無法覆蓋新的承諾，新申購將自動關閉。',
};

const QUANTIFY_NAME: Record<Lang, string> = {
  en: '{coin} {days}-day quantify plan', jp: '{coin} {days}日間クオンティファイ', vn: 'Gói định lượng {coin} {days} ngày', hi: '{coin} {days}-दिवसीय क्वांटिफाई योजना',
  id: 'Paket kuantitatif {coin} {days} hari', kr: '{coin} {days}일 퀀트 플랜', ms: 'Pelan kuantitatif {coin} {days} hari', de: '{coin}-Quantify-Plan über {days} Tage',
  th: 'แผนควอนต์ {coin} {days} วัน', pt: 'Plano quantitativo {coin} de {days} dias', fr: 'Plan quantitatif {coin} sur {days} jours', ru: 'Квант-план {coin} на {days} дн.',
  esp: 'Plan cuantitativo {coin} de {days} días', zh: '{coin} {days}天量化计划', tw: '{coin} {days}天量化計劃',
};

const QUANTIFY_DESC: Record<Lang, string> = {
  en: 'No trading robot is behind this yield unless the operator connects one. Each day\'s rate is chosen inside the published range by the published rule and paid from the platform\'s earn account.',
  jp: 'オペレーターが接続しない限り、この収益の背後に取引ロボットはありません。毎日の利率は公開された範囲内で公開ルールにより決まり、プラットフォームのアーン口座から支払われます。',
  vn: 'Không có robot giao dịch nào đứng sau lợi suất này trừ khi nhà vận hành kết nối. Lãi suất mỗi ngày được chọn trong khoảng công bố theo quy tắc công bố và trả từ tài khoản earn của nền tảng.',
  hi: 'जब तक ऑपरेटर न जोड़े, इस आय के पीछे कोई ट्रेडिंग रोबोट नहीं है। हर दिन की दर प्रकाशित सीमा में प्रकाशित नियम से चुनी जाती है और प्लेटफ़ॉर्म के अर्न खाते से दी जाती है।',
  id: 'Tidak ada robot trading di balik hasil ini kecuali operator menghubungkannya. Tarif tiap hari dipilih dalam rentang yang dipublikasikan dengan aturan yang dipublikasikan dan dibayar dari akun earn platform.',
  kr: '운영자가 연결하지 않는 한 이 수익 뒤에 거래 로봇은 없습니다. 매일의 이율은 공개된 범위 안에서 공개된 규칙으로 정해지며 플랫폼 언 계정에서 지급됩니다.',
  ms: 'Tiada robot dagangan di sebalik hasil ini melainkan pengendali menyambungkannya. Kadar setiap hari dipilih dalam julat yang diterbitkan mengikut peraturan yang diterbitkan dan dibayar daripada akaun earn platform.',
  de: 'Hinter diesem Ertrag steht kein Handelsroboter, sofern der Betreiber keinen anschließt. Der Satz jedes Tages wird nach der veröffentlichten Regel innerhalb der veröffentlichten Spanne gewählt und aus dem Earn-Konto der Plattform gezahlt.',
  th: 'ไม่มีหุ่นยนต์เทรดอยู่เบื้องหลังผลตอบแทนนี้ เว้นแต่ผู้ให้บริการจะเชื่อมต่อ อัตราแต่ละวันเลือกภายในช่วงที่เผยแพร่ตามกฎที่เผยแพร่ และจ่ายจากบัญชีเอิร์นของแพลตฟอร์ม',
  pt: 'Não há robô de negociação por trás deste rendimento, a menos que o operador ligue um. A taxa de cada dia é escolhida dentro da faixa publicada pela regra publicada e paga pela conta earn da plataforma.',
  fr: 'Aucun robot de trading n\'est derrière ce rendement, sauf si l\'opérateur en connecte un. Le taux de chaque jour est choisi dans la fourchette publiée par la règle publiée et payé depuis le compte earn de la plateforme.',
  ru: 'За этим доходом нет торгового робота, если оператор его не подключил. Ставка каждого дня выбирается в опубликованном диапазоне по опубликованному правилу и выплачивается со счёта earn платформы.',
  esp: 'No hay ningún robot de trading detrás de este rendimiento salvo que el operador conecte uno. La tasa de cada día se elige dentro del rango publicado con la regla publicada y se paga desde la cuenta earn de la plataforma.',
  zh: '除非运营方接入，否则此收益背后没有交易机器人。每日利率按公开规则在公开区间内选定，由平台理财账户支付。',
  tw: '除非營運方接入，否則此收益背後沒有交易機器人。每日利率按公開規則在公開區間內選定，由平台理財帳戶支付。',
};

const MINER_NAME: Record<Lang, string> = {
  en: 'Miner {tier} ({coin})', jp: 'マイナー {tier}（{coin}）', vn: 'Máy đào {tier} ({coin})', hi: 'माइनर {tier} ({coin})', id: 'Penambang {tier} ({coin})',
  kr: '채굴기 {tier} ({coin})', ms: 'Pelombong {tier} ({coin})', de: 'Miner {tier} ({coin})', th: 'เครื่องขุด {tier} ({coin})', pt: 'Minerador {tier} ({coin})',
  fr: 'Mineur {tier} ({coin})', ru: 'Майнер {tier} ({coin})', esp: 'Minero {tier} ({coin})', zh: '矿机 {tier}（{coin}）', tw: '礦機 {tier}（{coin}）',
};

const MINER_DESC: Record<Lang, string> = {
  en: 'A rented share of mining output. The daily output is paid from the platform\'s earn account until the term ends; its value in USDT moves with the price and may be less than the rent.',
  jp: 'マイニング産出の賃借分です。日次の産出は期間終了までプラットフォームのアーン口座から支払われます。USDT換算の価値は価格とともに変動し、レンタル料を下回ることがあります。',
  vn: 'Phần sản lượng đào được thuê. Sản lượng hằng ngày được trả từ tài khoản earn của nền tảng đến hết kỳ hạn; giá trị theo USDT thay đổi theo giá và có thể thấp hơn tiền thuê.',
  hi: 'माइनिंग उत्पादन का किराये का हिस्सा। दैनिक उत्पादन अवधि समाप्त होने तक प्लेटफ़ॉर्म के अर्न खाते से दिया जाता है; USDT में इसका मूल्य कीमत के साथ बदलता है और किराये से कम हो सकता है।',
  id: 'Bagian hasil penambangan yang disewa. Hasil harian dibayar dari akun earn platform hingga masa sewa berakhir; nilainya dalam USDT mengikuti harga dan bisa lebih kecil dari sewa.',
  kr: '임대한 채굴 산출분입니다. 일일 산출은 기간이 끝날 때까지 플랫폼 언 계정에서 지급되며, USDT 가치는 가격에 따라 변하고 임대료보다 적을 수 있습니다.',
  ms: 'Bahagian hasil perlombongan yang disewa. Hasil harian dibayar daripada akaun earn platform sehingga tempoh tamat; nilainya dalam USDT berubah mengikut harga dan mungkin kurang daripada sewa.',
  de: 'Ein gemieteter Anteil am Mining-Ertrag. Der Tagesertrag wird bis zum Laufzeitende aus dem Earn-Konto der Plattform gezahlt; sein Wert in USDT schwankt mit dem Kurs und kann unter der Miete liegen.',
  th: 'ส่วนแบ่งผลผลิตการขุดที่เช่า ผลผลิตรายวันจ่ายจากบัญชีเอิร์นของแพลตฟอร์มจนครบกำหนด มูลค่าเป็น USDT เปลี่ยนตามราคาและอาจน้อยกว่าค่าเช่า',
  pt: 'Uma parte alugada da produção de mineração. A produção diária é paga pela conta earn da plataforma até o fim do prazo; o seu valor em USDT varia com o preço e pode ser menor que o aluguel.',
  fr: 'Une part louée de la production de minage. La production quotidienne est versée depuis le compte earn de la plateforme jusqu\'à la fin du terme ; sa valeur en USDT suit le prix et peut être inférieure au loyer.',
  ru: 'Арендованная доля добычи. Ежедневная добыча выплачивается со счёта earn платформы до конца срока; её стоимость в USDT меняется с ценой и может быть меньше арендной платы.',
  esp: 'Una parte alquilada de la producción de minería. La producción diaria se paga desde la cuenta earn de la plataforma hasta el final del plazo; su valor en USDT varía con el precio y puede ser menor que el alquiler.',
  zh: '租用的挖矿产出份额。每日产出由平台理财账户支付直至期满；其USDT价值随价格波动，可能低于租金。',
  tw: '租用的挖礦產出份額。每日產出由平台理財帳戶支付直至期滿；其USDT價值隨價格波動，可能低於租金。',
};

const E8 = 100_000_000n;

export const DEFAULT_TRUST = [
  { coin: 'USDT', cycle_days: 7, daily_rate_ppm: 300, min: 100n, max: 100_000n, quota: 1_000_000n },
  { coin: 'USDT', cycle_days: 30, daily_rate_ppm: 400, min: 100n, max: 100_000n, quota: 1_000_000n },
  { coin: 'USDT', cycle_days: 90, daily_rate_ppm: 500, min: 500n, max: 200_000n, quota: 2_000_000n },
].map((p) => ({
  coin: p.coin, cycle_days: p.cycle_days, daily_rate_ppm: p.daily_rate_ppm, min_atoms: p.min * E8, max_atoms: p.max * E8,
  quota_atoms: p.quota * E8, names: fill(TRUST_NAME, { coin: p.coin, days: String(p.cycle_days) }), agreements: fill(AGREEMENT, {}),
}));

export const DEFAULT_QUANTIFY = [
  { days: 7, rate_min_ppm: 200, rate_max_ppm: 600, min: 100n, max: 50_000n, quota: 500_000n },
  { days: 30, rate_min_ppm: 300, rate_max_ppm: 800, min: 500n, max: 100_000n, quota: 1_000_000n },
].map((p) => ({
  coin: 'USDT', days: p.days, rate_min_ppm: p.rate_min_ppm, rate_max_ppm: p.rate_max_ppm, exit_ratio_ppm: 4000,
  min_atoms: p.min * E8, max_atoms: p.max * E8, quota_atoms: p.quota * E8,
  names: fill(QUANTIFY_NAME, { coin: 'USDT', days: String(p.days) }), descriptions: fill(QUANTIFY_DESC, {}),
}));

export const DEFAULT_MINING = [
  { tier: 'S', price: 500n, daily: 2_000n, term: 180, stock: 1000 },
  { tier: 'M', price: 1_200n, daily: 5_000n, term: 360, stock: 500 },
].map((m) => ({
  price_coin: 'USDT', price_atoms: m.price * E8, output_coin: 'BTC', daily_output_atoms: m.daily, term_days: m.term, stock: m.stock,
  names: fill(MINER_NAME, { tier: m.tier, coin: 'BTC' }), descriptions: fill(MINER_DESC, {}),
}));

export const DEFAULT_UPLAN = { coin: 'USDT', daily_rate_ppm: 100 };

/** What a trial install puts into the earn account at start (labelled trial funding; never in production). */
export const TRIAL_EARN_FUNDING: Readonly<Record<string, bigint>> = { USDT: 2_000_000n * E8, BTC: 10n * E8, ETH: 100n * E8 };
