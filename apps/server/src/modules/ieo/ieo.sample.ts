import type { IeoProjectInput } from '@candor/shared';
import type { IeoAdmin } from './ieo.admin.js';

/** The sample project's token: a trial install's only IEO at first, plainly a simulation. */
export const SAMPLE_TOKEN = 'SMPL';
const DAY = 86_400_000;

/** Description and risks per language: a simulated sample of this trial install, no offer, no value, no licence claimed. */
const TEXTS: IeoProjectInput['texts'] = {
  en: { description: 'A sample project of this trial install, simulated: not a real token sale and not an offer. SMPL exists only inside this install and has no value outside it.', risks: 'Sample only. In a real IEO a new token may lose all of its value, and an allotment may be smaller than the amount subscribed.' },
  zh: { description: '本试用安装的示例项目，纯属模拟：并非真实的代币发售，也不构成任何要约。SMPL 仅存在于本安装内，在外部没有任何价值。', risks: '仅为示例。在真实的 IEO 中，新代币可能完全失去价值，分配数量也可能少于认购数量。' },
  jp: { description: 'このトライアル環境のサンプルプロジェクト（シミュレーション）です。実際のトークン販売ではなく、いかなる勧誘でもありません。SMPL はこの環境内にのみ存在し、外部では価値がありません。', risks: 'サンプルです。実際の IEO では新しいトークンが全価値を失うことがあり、割当が申込数量より少なくなることがあります。' },
  vn: { description: 'Dự án mẫu của bản cài đặt dùng thử này, chỉ là mô phỏng: không phải đợt bán token thật và không phải lời chào bán. SMPL chỉ tồn tại trong bản cài đặt này và không có giá trị bên ngoài.', risks: 'Chỉ là mẫu. Trong một IEO thật, token mới có thể mất toàn bộ giá trị và số lượng phân bổ có thể ít hơn số lượng đã đăng ký.' },
  hi: { description: 'इस ट्रायल इंस्टॉल का एक नमूना प्रोजेक्ट, पूरी तरह सिम्युलेटेड: यह असली टोकन बिक्री या कोई प्रस्ताव नहीं है। SMPL केवल इसी इंस्टॉल में मौजूद है और इसके बाहर इसका कोई मूल्य नहीं है।', risks: 'केवल नमूना। असली IEO में नया टोकन अपना पूरा मूल्य खो सकता है, और आवंटन सब्सक्राइब की गई मात्रा से कम हो सकता है।' },
  id: { description: 'Proyek contoh dari instalasi uji coba ini, hanya simulasi: bukan penjualan token sungguhan dan bukan penawaran. SMPL hanya ada di dalam instalasi ini dan tidak bernilai di luarnya.', risks: 'Hanya contoh. Dalam IEO sungguhan, token baru dapat kehilangan seluruh nilainya, dan jatah dapat lebih kecil dari jumlah yang dipesan.' },
  kr: { description: '이 체험용 설치본의 샘플 프로젝트로, 모의 진행입니다. 실제 토큰 판매나 청약 권유가 아닙니다. SMPL은 이 설치본 안에만 존재하며 외부에서는 가치가 없습니다.', risks: '샘플일 뿐입니다. 실제 IEO에서는 새 토큰이 가치를 모두 잃을 수 있으며, 배정 수량이 신청 수량보다 적을 수 있습니다.' },
  ms: { description: 'Projek contoh pemasangan percubaan ini, simulasi semata-mata: bukan jualan token sebenar dan bukan tawaran. SMPL hanya wujud dalam pemasangan ini dan tiada nilai di luarnya.', risks: 'Contoh sahaja. Dalam IEO sebenar, token baharu boleh hilang seluruh nilainya, dan peruntukan boleh kurang daripada jumlah yang dilanggan.' },
  de: { description: 'Ein Beispielprojekt dieser Testinstallation, simuliert: kein echter Token-Verkauf und kein Angebot. SMPL existiert nur in dieser Installation und hat außerhalb keinen Wert.', risks: 'Nur ein Beispiel. Bei einem echten IEO kann ein neuer Token seinen gesamten Wert verlieren, und die Zuteilung kann kleiner sein als die gezeichnete Menge.' },
  th: { description: 'โครงการตัวอย่างของการติดตั้งทดลองนี้ เป็นการจำลองเท่านั้น ไม่ใช่การขายโทเคนจริงและไม่ใช่การเสนอขาย SMPL มีอยู่ในการติดตั้งนี้เท่านั้นและไม่มีมูลค่าภายนอก', risks: 'เป็นตัวอย่างเท่านั้น ใน IEO จริง โทเคนใหม่อาจสูญเสียมูลค่าทั้งหมด และจำนวนที่ได้รับจัดสรรอาจน้อยกว่าที่จองซื้อ' },
  pt: { description: 'Um projeto de exemplo desta instalação de teste, simulado: não é uma venda real de tokens nem uma oferta. O SMPL existe apenas nesta instalação e não tem valor fora dela.', risks: 'Apenas exemplo. Num IEO real, um token novo pode perder todo o seu valor, e a alocação pode ser menor do que a quantidade subscrita.' },
  fr: { description: "Un projet d'exemple de cette installation d'essai, simulé : ce n'est ni une vraie vente de jetons ni une offre. SMPL n'existe que dans cette installation et n'a aucune valeur en dehors.", risks: "Exemple uniquement. Dans une vraie IEO, un nouveau jeton peut perdre toute sa valeur et l'allocation peut être inférieure à la quantité souscrite." },
  ru: { description: 'Пример проекта этой пробной установки, симуляция: это не настоящая продажа токенов и не предложение. SMPL существует только в этой установке и вне её ничего не стоит.', risks: 'Только пример. В настоящем IEO новый токен может полностью обесцениться, а распределение может оказаться меньше запрошенного количества.' },
  esp: { description: 'Un proyecto de ejemplo de esta instalación de prueba, simulado: no es una venta real de tokens ni una oferta. SMPL solo existe en esta instalación y no tiene valor fuera de ella.', risks: 'Solo de ejemplo. En una IEO real, un token nuevo puede perder todo su valor y la asignación puede ser menor que la cantidad suscrita.' },
  tw: { description: '本試用安裝的範例項目，純屬模擬：並非真實的代幣發售，也不構成任何要約。SMPL 僅存在於本安裝內，在外部沒有任何價值。', risks: '僅為範例。在真實的 IEO 中，新代幣可能完全失去價值，分配數量也可能少於認購數量。' },
};

/** The sample project's data: its window opens a second after `now` for a week, then allotment, two days to pay, unlocks by day 14. */
export function sampleProject(now: number): IeoProjectInput {
  const start = now + 1000;
  return {
    token: SAMPLE_TOKEN, name: 'Sample Token (simulated)', price: '0.1', total_supply: '1000000', min: '10', max: '50000',
    apply_start: start, apply_end: start + 7 * DAY, allotment_at: start + 7 * DAY, pay_by: start + 9 * DAY,
    unlock_schedule: [{ at: start + 10 * DAY, percent: '50' }, { at: start + 14 * DAY, percent: '100' }], texts: TEXTS,
  };
}

/** A trial install's sample IEO project, created once (never in production: the module's start-up decides). */
export async function seedSampleProject(admin: IeoAdmin, now: number): Promise<boolean> {
  if (await admin.hasToken(SAMPLE_TOKEN)) return false;
  await admin.createProject(sampleProject(now), null, true);
  return true;
}
