/** Home page content: carousel banners linking to filtered lists, and promotion texts with rich HTML. */

export interface CarouselPicture {
  id: number;
  picname_ch: string;
  picname_en: string;
  subtitle_en: string;
  /** /hot query as the frontend writes it (spec: bracketed lists, searchdata None = no search word). */
  routlink: string;
  url: string;
}

export interface Promotion {
  textid: number;
  textname_ch: string;
  textname_en: string;
  summary_en: string;
  imagefile: string;
  textedit_ch: string;
  textedit_en: string;
}

const hot = (param: string, value: string) => `/hot?pageid=1&searchdata=None&${param}=['${value}']`;

export const HOME_CAROUSEL: readonly CarouselPicture[] = [
  { id: 1, picname_ch: '病理级抗体', picname_en: 'Pathology-Grade Antibodies', subtitle_en: 'IHC-validated diagnostic markers on FFPE tissue', routlink: hot('producttype', 'Pathological Antibody'), url: 'carousel/1.svg' },
  { id: 2, picname_ch: '斑马鱼抗体', picname_en: 'Zebrafish Antibodies', subtitle_en: 'Validated on zebrafish embryos and adult tissues', routlink: hot('reactivity', 'Zebrafish'), url: 'carousel/2.svg' },
  { id: 3, picname_ch: '植物抗体', picname_en: 'Plant Antibodies', subtitle_en: 'Arabidopsis, rice, maize and more', routlink: hot('reactivity', 'Plants'), url: 'carousel/3.svg' },
  { id: 4, picname_ch: '二抗', picname_en: 'Secondary Antibodies', subtitle_en: 'HRP, biotin and over 30 fluorescent conjugates', routlink: hot('producttype', 'Secondary Antibody'), url: 'carousel/4.svg' },
];

export const PROMOTIONS: readonly Promotion[] = [
  {
    textid: 1,
    textname_ch: '新客户首单8折',
    textname_en: '20% Off Your First Order',
    summary_en: 'New customers save 20% on any primary antibody',
    imagefile: 'promotions/1.svg',
    textedit_ch:
      '<h2>新客户首单8折优惠</h2><p>欢迎首次在本网站订购的科研用户！活动期间注册并完成首单，即可享受<strong>所有一抗产品8折</strong>优惠。</p>' +
      '<h3>活动规则</h3><ul><li>活动对象：首次下单的新注册用户；</li><li>适用产品：一抗、病理级抗体及标签抗体（试剂类除外）；</li><li>每个账号限享受一次，不与其他优惠同时使用；</li><li>提交订单时在备注中填写“NEW20”。</li></ul>' +
      '<p>活动时间：即日起至本年度12月31日。如有疑问，请联系当地经销商或发送邮件至客服邮箱。</p>',
    textedit_en:
      '<h2>20% Off Your First Order</h2><p>Welcome to our shop! Register and place your first order to receive <strong>20% off all primary antibodies</strong>.</p>' +
      '<h3>How it works</h3><ul><li>Open to newly registered customers placing their first order;</li><li>Applies to primary, pathology-grade and tag antibodies (reagents excluded);</li><li>One use per account; cannot be combined with other offers;</li><li>Enter the code <em>NEW20</em> in the order notes.</li></ul>' +
      '<p>Valid until 31 December this year. Questions? Contact your local distributor or our customer service team.</p>',
  },
  {
    textid: 2,
    textname_ch: '发表评价，赢取免费二抗',
    textname_en: 'Review Reward Programme',
    summary_en: 'Share your data and receive a free secondary antibody',
    imagefile: 'promotions/2.svg',
    textedit_ch:
      '<h2>评价有礼</h2><p>使用我们的抗体获得了实验数据？提交产品评价并附上图片，审核通过后即可获得奖励。</p>' +
      '<h3>奖励内容</h3><ol><li>带图片的有效评价：免费获得一支二抗（100 µl）；</li><li>或下次订单享受8折优惠；</li><li>评价被选为产品页展示数据的，额外赠送一支同款抗体小样。</li></ol>' +
      '<h3>评价要求</h3><ul><li>注明实验类型（WB、IHC、IF、FCM等）、样本种属及抗体稀释比例；</li><li>图片清晰，包含必要的对照；</li><li>每个产品每位用户限奖励一次。</li></ul>',
    textedit_en:
      '<h2>Review Reward Programme</h2><p>Got data with one of our antibodies? Submit a review with an image and receive a reward once it has been approved.</p>' +
      '<h3>Rewards</h3><ol><li>A free secondary antibody (100 µl) for every approved review with an image;</li><li>or 20% off your next order;</li><li>a free trial size of the same antibody if your image is featured on the datasheet.</li></ol>' +
      '<h3>Requirements</h3><ul><li>State the application (WB, IHC, IF, FCM ...), sample species and dilution used;</li><li>Images must be clear and include appropriate controls;</li><li>One reward per product per customer.</li></ul>',
  },
  {
    textid: 3,
    textname_ch: '大包装特惠：买200 µl送50 µl',
    textname_en: 'Bulk Size Offer: Buy 200 µl, Get 50 µl Free',
    summary_en: 'Extra antibody on every large-size order',
    imagefile: 'promotions/3.svg',
    textedit_ch:
      '<h2>大包装特惠</h2><p>长期项目更划算！活动期间订购任意一抗<strong>200 µl规格</strong>，即赠送同款抗体50 µl。</p>' +
      '<h3>参与方式</h3><ul><li>在购物车中选择200 µl规格并提交订单；</li><li>赠品与订单产品同批次发货，保证实验一致性；</li><li>单个订单最多赠送5支。</li></ul>' +
      '<p>批量采购（单品1 ml以上）可联系销售获取专属报价。</p>',
    textedit_en:
      '<h2>Bulk Size Offer</h2><p>Long project ahead? Order the <strong>200 µl size</strong> of any primary antibody and we add 50 µl of the same antibody free of charge.</p>' +
      '<h3>How to take part</h3><ul><li>Select the 200 µl size in your basket and submit the order;</li><li>The free vial ships from the same lot, so your results stay consistent;</li><li>Up to five free vials per order.</li></ul>' +
      '<p>For bulk quantities (1 ml or more of one product) please contact sales for a custom quote.</p>',
  },
  {
    textid: 4,
    textname_ch: '免费试用装申请',
    textname_en: 'Free Trial Sample Programme',
    summary_en: 'Test selected new antibodies before you buy',
    imagefile: 'promotions/4.svg',
    textedit_ch:
      '<h2>新品免费试用</h2><p>我们每月精选一批新上市抗体，向科研用户提供<strong>20 µl免费试用装</strong>。</p>' +
      '<h3>申请流程</h3><ol><li>登录账号，在产品需求页面填写试用申请；</li><li>说明研究课题、实验类型及样本种属；</li><li>审核通过后5-7个工作日内寄出；</li><li>试用结束后30天内提交实验反馈。</li></ol>' +
      '<p>注：每个课题组每季度限申请2个产品，数量有限，先到先得。</p>',
    textedit_en:
      '<h2>Free Trial Sample Programme</h2><p>Every month we select newly launched antibodies and offer <strong>free 20 µl trial sizes</strong> to researchers.</p>' +
      '<h3>How to apply</h3><ol><li>Log in and fill in the trial request on the product requirement page;</li><li>Describe your project, application and sample species;</li><li>Approved samples ship within 5-7 working days;</li><li>Send us your results within 30 days after the trial.</li></ol>' +
      '<p>Limited to two products per lab per quarter, while stocks last.</p>',
  },
  {
    textid: 5,
    textname_ch: '环保包装回收计划',
    textname_en: 'Reusable Packaging Programme',
    summary_en: 'Return ice boxes and earn credit on your next order',
    imagefile: 'promotions/5.svg',
    textedit_ch:
      '<h2>包装回收，绿色科研</h2><p>我们的泡沫保温箱和冰袋均可重复使用。集齐<strong>5个完好的保温箱</strong>联系经销商回收，即可获得100元订单抵用券。</p>' +
      '<h3>注意事项</h3><ul><li>保温箱需完整无破损，冰袋无泄漏；</li><li>回收运费由我们承担；</li><li>抵用券有效期6个月，单笔订单限用一张。</li></ul><p>每减少一个一次性保温箱，就为实验室和环境减少一份负担。感谢您与我们一起践行绿色科研！</p>',
    textedit_en:
      '<h2>Reusable Packaging Programme</h2><p>Our foam shipping boxes and ice packs can be reused. Collect <strong>five intact boxes</strong>, ask your distributor to pick them up and receive a 100 yuan voucher for your next order.</p>' +
      '<h3>Please note</h3><ul><li>Boxes must be undamaged and ice packs free of leaks;</li><li>We cover the return shipping;</li><li>Vouchers are valid for six months, one per order.</li></ul>',
  },
];
