import type { HelpCategorySeed } from "./types.ts";

/**
 * Help centre categories and articles, in Simplified Chinese and English.
 * Bodies are Markdown. Gateway addresses are template values ({{gateway.host}},
 * {{gateway.httpPort}} for HTTP(S), {{gateway.socks5Port}} for SOCKS5) that the content service fills
 * with the serving substation's gateway, so a copied sample connects where the generator's lines do;
 * <username>/<password> stand for the credentials copied from the user centre. No brand name. Checked by content.test.ts.
 */
export const helpCategorySeeds: HelpCategorySeed[] = [
  {
    slug: "getting-started",
    sort: 1,
    names: { "zh-CN": "新手入门", en: "Getting started" },
    articles: [
      {
        slug: "quick-start",
        sort: 1,
        translations: {
          "zh-CN": {
            title: "快速上手：从注册到发出第一个代理请求",
            summary: "六个步骤完成注册、实名认证、购买、创建子账户、生成连接信息和测试，十分钟内用上代理。",
            body: `本文带您走完从注册到第一次成功使用代理的完整流程。每一步都有对应的详细文章，遇到问题可以随时跳转查看。

## 开始之前

我们的服务仅供在中国大陆以外的网络环境中访问境外网络使用，**来自中国大陆 IP 的连接会被代理服务器拒绝**。请确认您的电脑或服务器位于中国大陆以外。

## 第 1 步：注册并登录

使用手机号或邮箱注册账户，阅读并同意服务条款和隐私政策后完成注册，然后登录用户中心。

## 第 2 步：完成实名认证

在用户中心打开“实名认证”：

- **个人认证**：填写真实姓名和身份证号，提交后通常立即出结果；
- **企业认证**：填写企业信息并上传营业执照，人工审核一般需要 1–2 个工作日。

实名认证不影响购买，但**只有认证通过后才能生成代理凭据、使用代理**。详见《实名认证指南》。

## 第 3 步：购买套餐

- **动态住宅代理**：选择流量套餐，按 GB 计费；
- **静态 IP**（静态住宅、静态原生、中国静态 ISP、独享数据中心）：选择地区、数量和时长（30/60/90/180/365 天）。

支持支付宝和微信支付，订单页会在付款前显示手续费和应付总额。详见《购买与支付》。

## 第 4 步：创建代理子账户

在“账密认证”页面新建一个子账户，设置用户名、密码，并按需设置流量上限。如果您的服务器有固定公网 IP，也可以把它加入 IP 白名单，免密码使用。详见《创建代理子账户与 IP 白名单》。

## 第 5 步：生成连接信息

打开“获取代理”页面，选择子账户、国家（可选城市）、会话方式和协议，点击生成，复制连接信息。连接参数如下：

| 项目 | 值 |
| --- | --- |
| 主机 | \`{{gateway.host}}\` |
| HTTP(S) 端口 | \`{{gateway.httpPort}}\` |
| SOCKS5 端口 | \`{{gateway.socks5Port}}\` |
| 用户名 / 密码 | 从“获取代理”页面复制 |

购买了静态 IP 的，请使用“IP 管理”中该 IP 对应的主机、端口、账号和密码。

## 第 6 步：测试连接

在终端中执行（把 \`<username>\` 和 \`<password>\` 替换为您复制的内容）：

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

返回的 JSON 中，\`ip\` 是出口 IP，\`country\` 和 \`city\` 应当与您在“获取代理”页面选择的一致。

## 下一步

- 在指纹浏览器中使用：见“指纹浏览器教程”分类；
- 在程序中使用：见“代码与工具”分类中的 curl、Python、Node.js 和 Selenium 教程；
- 连接失败：见“故障排查与常见问题”分类。

客服 7×24 小时在线，遇到问题随时联系我们。`,
          },
          en: {
            title: "Quick start: from sign-up to your first proxy request",
            summary:
              "Six steps to register, verify your identity, buy, create a sub-account, generate connection details and test, so you are using proxies within ten minutes.",
            body: `This article takes you from registration to your first successful proxy request. Each step has its own detailed article if you need more.

## Before you start

Our service is for reaching overseas networks from network environments outside mainland China. **Connections from mainland Chinese IP addresses are refused by the proxy servers.** Make sure your computer or server is outside mainland China.

## Step 1: register and log in

Register with a mobile number or e-mail address, accept the Terms of Service and Privacy Policy, then log in to the user centre.

## Step 2: complete real-name verification

Open Certification in the user centre:

- **Personal**: enter your real name and ID card number; the result is normally immediate.
- **Enterprise**: enter your company details and upload the business licence; manual review normally takes 1 to 2 working days.

You can buy before verifying, but **you can only generate proxy credentials and use proxies after verification succeeds**. See the real-name verification guide.

## Step 3: buy a plan

- **Dynamic residential proxies**: choose a traffic package, billed per GB.
- **Static IPs** (static residential, static native, China static ISP, dedicated data-centre): choose the location, quantity and duration (30, 60, 90, 180 or 365 days).

You can pay with Alipay or WeChat Pay; the order page shows any handling fee and the total before you pay. See the buying and paying guide.

## Step 4: create a proxy sub-account

On the Sub-accounts page, create a sub-account with a username, a password and, if you like, a traffic limit. If your server has a fixed public IP, you can also add it to the IP allowlist and connect without a password. See the guide to sub-accounts and the IP allowlist.

## Step 5: generate connection details

Open the Get proxy page, choose the sub-account, the country (and city if needed), the session mode and the protocol, then generate and copy the connection details. The connection parameters are:

| Item | Value |
| --- | --- |
| Host | \`{{gateway.host}}\` |
| HTTP(S) port | \`{{gateway.httpPort}}\` |
| SOCKS5 port | \`{{gateway.socks5Port}}\` |
| Username and password | Copied from the Get proxy page |

For static IPs, use the host, port, account and password shown for that IP in IP management.

## Step 6: test the connection

Run this in a terminal, replacing \`<username>\` and \`<password>\` with what you copied:

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

In the JSON answer, \`ip\` is the exit IP, and \`country\` and \`city\` should match what you chose on the Get proxy page.

## Next steps

- Fingerprint browsers: see the fingerprint browser tutorials.
- Your own code: see the curl, Python, Node.js and Selenium guides under Code and tools.
- Connection problems: see Troubleshooting and FAQ.

Customer service is online 24/7 if you need help.`,
          },
        },
      },
      {
        slug: "real-name-verification",
        sort: 2,
        translations: {
          "zh-CN": {
            title: "实名认证指南：个人认证与企业认证",
            summary: "为什么需要实名认证、个人和企业认证分别要准备什么、审核需要多久，以及认证失败后如何重新提交。",
            body: `## 为什么需要实名认证

根据《中华人民共和国网络安全法》及相关规定，提供网络接入服务的机构需要要求用户提供真实身份信息。因此，**在使用任何代理之前，您都需要完成实名认证**。

认证不影响注册、浏览和购买：认证之前购买的流量和 IP 会保留在账户中，认证通过后即可使用。但在认证通过之前，“获取代理”和“账密认证”页面无法生成代理凭据。

## 选择认证类型

在用户中心打开“实名认证”，先选择认证类型。认证类型决定了账户是个人账户还是企业账户，通过后认证主体即为账户持有人。

### 个人认证

需要填写：

- 真实姓名；
- 中华人民共和国居民身份证号码。

信息会通过身份核验服务与权威数据源比对，**结果通常立即返回**。认证成功后，页面状态变为“已认证”，马上就可以生成代理凭据。

### 企业认证

需要填写或上传：

| 项目 | 说明 |
| --- | --- |
| 企业名称 | 与营业执照一致 |
| 统一社会信用代码 | 18 位代码，与营业执照一致 |
| 联系电话 | 便于审核时联系 |
| 开户银行（含支行） | 企业对公账户的开户行 |
| 银行账号 | 企业对公账号 |
| 注册地址 | 与营业执照一致 |
| 注册电话 | 企业登记的电话 |
| 营业执照 | 清晰、完整的图片 |

企业认证由人工审核，**一般在 1–2 个工作日内完成**。审核期间，已提交的信息不能修改；审核通过后，信息同样不能再修改。

### 护照 / 境外企业认证（中国大陆以外的用户）

- **护照**：填写护照上的姓名、护照号码、国籍和有效期至，并上传护照资料页照片（带照片和底部两行机读码的一页，四角完整、无反光）。已过期的护照无法提交。
- **境外企业**：填写企业名称、注册号和注册国家/地区，并上传公司注册证书或近期的商业登记摘录。

两种方式都由人工审核，**一般在 1–2 个工作日内完成**，通过后与国内认证一样可以使用全部代理功能。上传的证件私密存储，仅您本人和审核人员可以查看；注销账号时会删除护照资料页和注册证明文件。

## 认证状态说明

| 状态 | 含义 | 您需要做什么 |
| --- | --- | --- |
| 未认证 | 尚未提交 | 选择类型并提交资料 |
| 审核中 | 企业资料等待人工审核 | 耐心等待，一般 1–2 个工作日 |
| 已认证 | 认证通过 | 可以生成代理凭据 |
| 认证失败 | 资料未通过核验或审核 | 查看失败原因，修改后重新提交 |

## 认证失败怎么办

页面会显示失败原因，常见的有：

- **身份证号码格式不正确**：检查是否多输或少输了位数，末位的 X 是否输入正确；
- **姓名与证件号码不匹配**：确认使用的是身份证上的姓名，注意生僻字；
- **营业执照图片不清晰或不完整**：重新拍摄，确保四角完整、文字可辨；
- **企业信息与营业执照不一致**：逐项核对企业名称、信用代码和注册地址。

修改后重新提交即可，重新提交的次数不受限制。如果多次失败又找不到原因，请联系客服。

## 注意事项

- 提交的必须是您本人或您所代表企业的信息，并且您有权提交。使用借用、虚假或已失效的信息，认证可能被撤销，代理服务也会被暂停；
- 每个人或企业原则上只能持有一个账户；
- 如果您在认证前购买了套餐，而提交的真实信息最终未能通过认证，可以申请退还未能使用的部分，具体见服务条款中的退款规则。`,
          },
          en: {
            title: "Real-name verification: personal and enterprise",
            summary:
              "Why verification is required, what individuals and companies need to provide, how long review takes, and how to resubmit after a failure.",
            body: `## Why verification is required

Under the Cybersecurity Law of the People's Republic of China and related regulations, providers of network access services must require users to provide real identity information. **You therefore need to complete real-name verification before you can use any proxy.**

Verification does not stop you from registering, browsing or buying: traffic and IPs you buy before verifying stay in your account and become usable once verification succeeds. Until then, however, the Get proxy and Sub-accounts pages cannot generate proxy credentials.

## Choosing the type

Open Certification in the user centre and choose the type first. It decides whether the account is a personal or an enterprise account; once verified, the person or company is the account holder.

### Personal verification

You enter:

- your real name;
- the number of your PRC resident identity card.

The details are checked against an authoritative source through an identity-verification provider, and **the result normally comes back immediately**. On success the status changes to verified and you can generate proxy credentials straight away.

### Enterprise verification

You enter or upload:

| Item | Notes |
| --- | --- |
| Company name | As on the business licence |
| Unified social credit code | The 18-character code on the business licence |
| Contact phone | So reviewers can reach you |
| Bank name and branch | Where the company's corporate account is held |
| Bank account | The corporate account number |
| Registered address | As on the business licence |
| Registered phone | The company's registered number |
| Business licence | A clear, complete image |

Enterprise applications are reviewed manually, **normally within 1 to 2 working days**. While under review, the submitted details cannot be edited, and they cannot be edited after approval either.

### Passport or foreign company (customers from outside mainland China)

- **Passport**: enter your full name, passport number, nationality and date of expiry as printed, and upload a photo of the data page (the page with your photo and the two lines of machine-readable text, every corner visible, no glare). An expired passport cannot be submitted.
- **Foreign company**: enter the company name, registration number and country of registration, and upload a certificate of incorporation or a current registry extract.

Both are reviewed by our staff, **normally within 1 to 2 working days**; once approved, every proxy feature opens, just as with a Chinese verification. Uploaded documents are stored privately and seen only by you and the reviewers; closing your account deletes the passport page or registration document.

## Status values

| Status | Meaning | What to do |
| --- | --- | --- |
| Not verified | Nothing submitted yet | Choose a type and submit |
| Under review | Enterprise details awaiting manual review | Wait, normally 1 to 2 working days |
| Verified | Verification succeeded | Generate proxy credentials |
| Failed | The details did not pass | Read the reason, correct and resubmit |

## If verification fails

The page shows the reason. Common ones:

- **The ID card format is incorrect**: check for a missing or extra digit and that a final X is entered correctly.
- **Name and ID number do not match**: use the name exactly as on the ID card, paying attention to rare characters.
- **Business licence image unclear or incomplete**: take a new photo with all four corners visible and the text legible.
- **Company details differ from the licence**: compare the name, credit code and registered address one by one.

Correct the details and submit again; there is no limit on resubmissions. If it keeps failing and you cannot see why, contact customer service.

## Good to know

- The details must be your own or your organisation's, and you must be authorised to submit them. Borrowed, false or expired details can lead to the verification being revoked and proxy access suspended.
- Each person or company may normally hold only one account.
- If you bought a plan before verifying and your genuine details do not pass, you may request a refund of what you could not use; see the refund rules in the Terms of Service.`,
          },
        },
      },
      {
        slug: "get-proxy-page",
        sort: 3,
        translations: {
          "zh-CN": {
            title: "使用“获取代理”页面：选择国家、城市、会话和协议",
            summary:
              "逐项说明“获取代理”页面的每个选项——子账户、国家、州/省、城市、会话、时长、协议、数量和格式，以及如何把生成的连接信息用到您的工具里。",
            body: `“获取代理”页面把您选择的地区、会话和协议组合成可以直接使用的连接信息。您不需要手动拼接任何参数，选好、生成、复制即可。

## 使用前提

- 已完成实名认证；
- 账户中有可用的动态流量；
- 已在“账密认证”页面创建至少一个子账户。

## 各选项说明

### 子账户

选择用哪个子账户生成连接信息。流量消耗会记在这个子账户名下，并受它的流量上限约束。建议不同项目使用不同的子账户，方便统计和管理。

### 国家/地区

可选。国家代码为大写字母，例如 \`US\`（美国）、\`GB\`（英国）、\`DE\`（德国）、\`JP\`（日本）。**不选择时为全球混合**，即从所有国家的 IP 池中分配，适合对地区没有要求的任务。

### 州/省、城市

可选，选择国家后才会出现对应的列表。需要注意：**定向越细，可用的 IP 越少**。如果某个城市的 IP 数量有限，连接可能变慢或偶尔失败，这时可以放宽到州/省或国家级别。

### 会话与时长

- **不填会话**：轮换模式，每个新连接可能分配不同的 IP；
- **填写会话**：粘性模式，同一会话在设定时长内尽量保持同一个出口 IP；
- **时长（分钟）**：只有设置了会话才生效。

会话 ID 的格式和时长范围有明确规则，详见《粘性会话时长规则》。

### 协议

| 协议 | 端口 | 适用情况 |
| --- | --- | --- |
| HTTP(S) | {{gateway.httpPort}} | 浏览器、指纹浏览器、大多数 HTTP 客户端；可访问 HTTP 和 HTTPS 网站 |
| SOCKS5 | {{gateway.socks5Port}} | 需要 SOCKS 的软件，或非 HTTP 的 TCP 连接 |

主机统一为 \`{{gateway.host}}\`。

### 数量

一次生成多少行连接信息。开启会话时，每行会带有不同的会话 ID，也就是说，生成 10 行就相当于 10 个不同的粘性 IP，方便多线程任务每个线程各用一行。

### 生成格式

选择您的软件所需要的格式。不同工具接受的写法不同，常见的有：

\`\`\`text
{{gateway.host}}:{{gateway.httpPort}}:<username>:<password>
<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}
\`\`\`

第一种常用于指纹浏览器的批量导入，第二种常用于在代码里拼接代理地址（前面加上 \`http://\` 或 \`socks5h://\`）。

## 生成与复制

1. 按上面的说明选好各项；
2. 点击“生成”；
3. 点击“复制”，或直接全选复制列表内容。

生成的用户名中已经包含了您选择的地区和会话信息，**请完整复制，不要手动删改其中的内容**。只使用子账户的原始用户名，得到的将是默认的全球混合轮换 IP。

## 验证结果

复制一行连接信息，用 curl 测试：

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

检查返回结果中的 \`country\` 和 \`city\` 是否与您的选择一致。开启了会话时，在时长内连续执行几次，\`ip\` 应当保持不变。

## 常见问题

- **修改了子账户密码**：生成的连接信息包含密码，需要重新生成并在各处替换；
- **提示流量不足**：请先充值，动态代理在余额用尽后会停止工作；
- **生成按钮不可用**：检查是否已完成实名认证、是否选择了子账户。`,
          },
          en: {
            title: "Using the Get proxy page: country, city, session and protocol",
            summary:
              "Every option on the Get proxy page explained (sub-account, country, state, city, session, duration, protocol, count and format) and how to use the generated lines in your tools.",
            body: `The Get proxy page turns the location, session and protocol you choose into connection details that are ready to use. You never have to assemble parameters by hand: choose, generate, copy.

## Before you start

- Real-name verification is complete.
- Your account has dynamic traffic available.
- You have created at least one sub-account on the Sub-accounts page.

## The options

### Sub-account

The sub-account the lines are generated for. Traffic is recorded against this sub-account and limited by its traffic limit. Using a separate sub-account per project makes usage easy to follow.

### Country

Optional. Country codes are upper-case letters, such as \`US\`, \`GB\`, \`DE\` or \`JP\`. **Leave it empty for a global mix**: IPs from all countries, for tasks where location does not matter.

### State and city

Optional; the lists appear once you choose a country. Keep in mind that **the narrower the targeting, the fewer IPs are available**. If a city has few IPs, connections may be slower or occasionally fail; widen to the state or country if that happens.

### Session and duration

- **No session**: rotating mode; each new connection may get a different IP.
- **A session**: sticky mode; the session keeps the same exit IP for the duration where possible.
- **Duration in minutes**: only takes effect together with a session.

Session IDs and durations follow precise rules; see the article on sticky session duration rules.

### Protocol

| Protocol | Port | Use it for |
| --- | --- | --- |
| HTTP(S) | {{gateway.httpPort}} | Browsers, fingerprint browsers, most HTTP clients; reaches both HTTP and HTTPS sites |
| SOCKS5 | {{gateway.socks5Port}} | Software that needs SOCKS, or TCP connections that are not HTTP |

The host is always \`{{gateway.host}}\`.

### Count

How many lines to generate. With a session, each line gets a different session ID, so ten lines give you ten different sticky IPs, one per worker in a multi-threaded job.

### Format

Choose the layout your software expects. Common layouts are:

\`\`\`text
{{gateway.host}}:{{gateway.httpPort}}:<username>:<password>
<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}
\`\`\`

The first is typical for bulk import into fingerprint browsers; the second for building a proxy URL in code (prefixed with \`http://\` or \`socks5h://\`).

## Generate and copy

1. Choose the options as described above.
2. Click Generate.
3. Click Copy, or select the whole list and copy it.

The generated username already contains the location and session you chose, **so copy it whole and don't edit it**. Using only the sub-account's bare username gives you the default: rotating IPs from the global mix.

## Check the result

Test one line with curl:

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

Check that \`country\` and \`city\` match your choice. With a session, running the command a few times within the duration should show the same \`ip\`.

## Common questions

- **You changed the sub-account password**: the generated lines contain the password, so generate them again and replace them everywhere.
- **You are told your traffic is insufficient**: recharge first; dynamic proxies stop working when the balance runs out.
- **The Generate button is unavailable**: check that verification is complete and a sub-account is selected.`,
          },
        },
      },
      {
        slug: "sticky-session-rules",
        sort: 4,
        translations: {
          "zh-CN": {
            title: "粘性会话时长规则",
            summary:
              "标准格式、长效格式和混合格式分别支持多长的会话，会话 ID 怎么写才有效，以及会话提前结束时应该怎么处理。",
            body: `粘性会话让一段时间内的请求保持同一个出口 IP。在“获取代理”页面设置会话时，有三种生成格式可选，它们支持的时长和会话 ID 写法不同。

## 标准格式：3–30 分钟

- **会话 ID**：由您填写，只能包含英文字母和数字，**最长 16 位**；
- **时长**：3 到 30 之间的整数（分钟）；
- **时长必须和会话一起使用**：只填时长、不填会话，时长不会生效，连接仍是轮换模式。

标准格式适合大多数需要保持状态的短流程，例如登录后抓取几页数据、完成一轮搜索。

## 长效格式：最长 180 分钟

- **会话 ID**：由页面自动生成，为 8 位随机数字；
- **时长**：最长 180 分钟。

长效格式适合需要较长时间保持同一 IP 的任务，例如在指纹浏览器里完成一次较长的账号操作。

## 混合格式：按时长自动选择

混合格式会根据您填写的时长自动选择会话类型，会话部分由前缀加 8 位随机数字组成：

- **时长不超过 30 分钟**：使用短会话前缀 \`sid\`；
- **时长超过 30 分钟**：使用长会话前缀 \`lsid\`。

如果您的任务有长有短、又不想分别处理，用混合格式最省事。

## 会话 ID 示例

| 会话 ID | 是否有效 | 原因 |
| --- | --- | --- |
| \`a1b2c3\` | 有效 | 字母和数字，6 位 |
| \`Shop2026Team01\` | 有效 | 字母和数字，14 位 |
| \`store-01\` | 无效 | 含有连字符 |
| \`user_7\` | 无效 | 含有下划线 |
| \`abcdefghijklmnopq\` | 无效 | 17 位，超过 16 位 |

## 时长示例

| 设置 | 标准格式 | 长效格式 |
| --- | --- | --- |
| 2 分钟 | 无效，最少 3 分钟 | — |
| 10 分钟 | 有效 | 有效 |
| 30 分钟 | 有效 | 有效 |
| 45 分钟 | 无效，请改用长效或混合格式 | 有效 |
| 180 分钟 | 无效 | 有效，为上限 |
| 200 分钟 | 无效 | 无效，超过上限 |

## 会话提前结束的情况

住宅 IP 来自真实的家庭网络，设备关机、断网或路由器重启都可能让出口 IP 下线。这时会话无法继续使用原来的 IP，即使设定的时长还没到。

建议在程序中：

1. 每隔一段时间（或在关键步骤前）检查一次出口 IP；
2. 发现 IP 变化，或出现连续的连接错误时，换一个新的会话 ID 重新开始当前流程；
3. 对需要长期保持不变的身份（例如店铺账号），改用静态住宅 IP。

时长到期后，同一个会话 ID 不再与原来的 IP 绑定，应当把它当作一个新的会话。

## 选择时长的建议

会话越长，中途遇到 IP 下线的可能性越大。**按流程实际需要的时间设置，不要一律设为最大值**：一轮搜索设 5–10 分钟，一次登录后的数据核对设 10–30 分钟，只有确实需要时才使用长效格式。

## 并发任务

每个线程或每个浏览器环境应该使用不同的会话 ID。在“获取代理”页面把“数量”设为线程数，一次生成多行，每行的会话 ID 都不同，直接分配给各个线程即可。`,
          },
          en: {
            title: "Sticky session duration rules",
            summary:
              "How long sessions can last in the standard, long-session and mixed formats, what makes a session ID valid, and what to do when a session ends early.",
            body: `A sticky session keeps requests on the same exit IP for a period of time. When you set a session on the Get proxy page, you can choose one of three generate formats. They differ in the durations they support and in how the session ID is written.

## Standard format: 3 to 30 minutes

- **Session ID**: chosen by you; letters and digits only, **at most 16 characters**.
- **Duration**: a whole number of minutes from 3 to 30.
- **A duration needs a session**: a duration without a session has no effect, and the connection stays in rotating mode.

The standard format suits most short flows that need state, such as fetching a few pages after a login or completing one search.

## Long-session format: up to 180 minutes

- **Session ID**: generated by the page as 8 random digits.
- **Duration**: up to 180 minutes.

The long-session format suits tasks that need one IP for longer, such as a longer piece of account work in a fingerprint browser.

## Mixed format: chosen by duration

The mixed format picks the session type from the duration you enter. The session part is a prefix followed by 8 random digits:

- **30 minutes or less**: the short-session prefix \`sid\`.
- **More than 30 minutes**: the long-session prefix \`lsid\`.

If your tasks vary in length and you don't want to handle them separately, the mixed format is the simplest choice.

## Session ID examples

| Session ID | Valid? | Why |
| --- | --- | --- |
| \`a1b2c3\` | Yes | Letters and digits, 6 characters |
| \`Shop2026Team01\` | Yes | Letters and digits, 14 characters |
| \`store-01\` | No | Contains a hyphen |
| \`user_7\` | No | Contains an underscore |
| \`abcdefghijklmnopq\` | No | 17 characters, more than 16 |

## Duration examples

| Setting | Standard format | Long-session format |
| --- | --- | --- |
| 2 minutes | Invalid, minimum is 3 | — |
| 10 minutes | Valid | Valid |
| 30 minutes | Valid | Valid |
| 45 minutes | Invalid; use the long-session or mixed format | Valid |
| 180 minutes | Invalid | Valid, the maximum |
| 200 minutes | Invalid | Invalid, above the maximum |

## When a session ends early

Residential IPs come from real home networks. A device switched off, a lost connection or a router restart can take the exit IP offline. The session then cannot continue on that IP, even if its duration has not run out.

In your code:

1. Check the exit IP from time to time, or before important steps.
2. If the IP has changed or connections keep failing, start the current flow again with a new session ID.
3. For identities that must stay the same for a long time, such as store accounts, use a static residential IP instead.

Once the duration has passed, the same session ID is no longer tied to the old IP; treat it as a new session.

## Choosing a duration

The longer the session, the more likely the IP goes offline during it. **Set the time your flow really needs rather than always the maximum**: 5 to 10 minutes for one search, 10 to 30 minutes for checking data after a login, and the long-session format only when you truly need it.

## Concurrent jobs

Each thread or browser profile should use its own session ID. Set the count on the Get proxy page to the number of threads, generate the lines in one go (each line has a different session ID) and give one line to each thread.`,
          },
        },
      },
      {
        slug: "sub-accounts-and-ip-allowlist",
        sort: 5,
        translations: {
          "zh-CN": {
            title: "创建代理子账户与 IP 白名单",
            summary:
              "在“账密认证”页面创建子账户、设置流量上限、修改密码，以及把服务器 IP 加入白名单免密码连接的完整步骤。",
            body: `连接代理有两种认证方式：**账密认证**（使用代理子账户）和 **IP 白名单认证**（来自白名单 IP 的连接无需密码）。两者都在用户中心的“账密认证”页面管理。

## 什么是代理子账户

子账户是专门用于连接代理的用户名和密码，与您登录用户中心的账户密码是分开的。一个账户下可以创建多个子账户，它们共用账户的流量余额，但各自有独立的：

- 用户名和密码；
- 流量上限；
- 用量统计（每小时扣费记录按子账户区分）。

## 创建子账户

1. 登录用户中心，打开“账密认证”；
2. 点击“添加”或“新建子账户”；
3. 填写用户名：建议能看出用途，例如 \`scraper01\`、\`adcheck\`；
4. 设置密码：使用足够长的随机密码，不要与用户中心登录密码相同；
5. 按需设置流量上限：达到上限后，该子账户停止使用，其他子账户不受影响；
6. 保存。

创建后，到“获取代理”页面选择这个子账户，生成带地区和会话参数的连接信息。

## 管理子账户

- **修改密码**：修改后旧密码立即失效，所有使用该子账户的程序和浏览器环境都需要更新；
- **调整流量上限**：随项目规模调整；
- **停用或删除**：项目结束、成员离职时及时处理。

建议按项目、服务器或成员分别创建子账户。出现异常用量时，可以精准定位并只停用一个子账户。

## IP 白名单

把您的服务器公网 IP 加入白名单后，来自这个 IP 的连接可以不带用户名密码直接使用代理。它适合固定 IP 的服务器：代码里不需要保存密码。

### 添加步骤

1. 在要使用代理的服务器上查询它的公网 IP（不经过代理）：

\`\`\`bash
curl https://api.ipify.org
\`\`\`

2. 在“账密认证”页面的白名单区域点击“添加”，填入这个 IP，保存；
3. 在服务器上测试，不带用户名密码：

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} https://ipinfo.io/json
\`\`\`

返回出口 IP 信息即表示白名单生效。

### 白名单注意事项

- **只添加您自己控制的 IP**。共享办公空间、公共 Wi-Fi、家庭宽带（IP 可能变化）都不适合加入白名单，同一出口后面的任何人都能使用您的代理；
- **白名单 IP 必须位于中国大陆以外**，来自中国大陆的连接会被拒绝；
- 服务器下线或更换 IP 后，及时删除旧条目；
- 白名单连接同样消耗您账户的流量，用量会计入账户。

## 选哪种方式

| 情况 | 建议 |
| --- | --- |
| 固定 IP 的服务器，长期运行的任务 | IP 白名单 |
| 需要按请求指定国家、城市或会话 | 子账户 + “获取代理”页面生成的连接信息 |
| 指纹浏览器、个人电脑 | 子账户 |
| 多个项目或成员需要分开统计 | 每个项目或成员一个子账户 |

## 安全提示

通过您的子账户和白名单 IP 进行的一切操作都由您负责。不要在聊天工具里传递代理密码，不要把密码写进代码仓库；团队成员离职时，停用其子账户并检查白名单。`,
          },
          en: {
            title: "Creating proxy sub-accounts and an IP allowlist",
            summary:
              "How to create sub-accounts on the Sub-accounts page, set traffic limits, change passwords, and add server IPs to the allowlist to connect without a password.",
            body: `There are two ways to authenticate to the proxy: **username and password** (with a proxy sub-account) and **IP allowlist** (connections from allowlisted IPs need no password). Both are managed on the Sub-accounts page of the user centre.

## What a sub-account is

A sub-account is a username and password used only for connecting to the proxy, separate from the credentials you use to log in to the user centre. You can create several sub-accounts. They share your account's traffic balance, but each has its own:

- username and password;
- traffic limit;
- usage statistics (hourly deduction records are kept per sub-account).

## Creating a sub-account

1. Log in to the user centre and open Sub-accounts.
2. Click Add or New sub-account.
3. Enter a username that shows the purpose, for example \`scraper01\` or \`adcheck\`.
4. Set a password: a long random one, not the same as your user centre password.
5. Set a traffic limit if you want one. When it is reached, that sub-account stops working; other sub-accounts are not affected.
6. Save.

Then choose the sub-account on the Get proxy page to generate connection details with location and session options.

## Managing sub-accounts

- **Change the password**: the old password stops working at once, so update every program and browser profile that uses the sub-account.
- **Adjust the traffic limit** as the project grows or shrinks.
- **Disable or delete** when a project ends or someone leaves.

Create sub-accounts per project, server or person. If usage looks wrong, you can find the source and disable just one sub-account.

## The IP allowlist

Once your server's public IP is on the allowlist, connections from that IP can use the proxy without a username and password. This suits servers with fixed IPs: your code stores no password.

### Adding an IP

1. On the server that will use the proxy, look up its public IP (without the proxy):

\`\`\`bash
curl https://api.ipify.org
\`\`\`

2. In the allowlist section of the Sub-accounts page, click Add, enter the IP and save.
3. Test from the server, without credentials:

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} https://ipinfo.io/json
\`\`\`

If you get the exit IP details back, the allowlist entry works.

### Things to watch

- **Add only IPs you control.** Co-working spaces, public Wi-Fi and home broadband (whose IP may change) are not suitable: anyone behind the same address could use your proxies.
- **Allowlisted IPs must be outside mainland China**; connections from mainland China are refused.
- Remove entries when a server is retired or changes IP.
- Allowlisted connections use your account's traffic, and usage is recorded against your account.

## Which to use

| Situation | Recommendation |
| --- | --- |
| Server with a fixed IP running long jobs | IP allowlist |
| You need to choose country, city or session per connection | Sub-account with lines from the Get proxy page |
| Fingerprint browsers and personal computers | Sub-account |
| Several projects or people whose usage must be kept apart | One sub-account per project or person |

## Security

You are responsible for everything done through your sub-accounts and allowlisted IPs. Don't send proxy passwords over chat apps or commit them to code repositories, and when someone leaves the team, disable their sub-account and review the allowlist.`,
          },
        },
      },
    ],
  },
  {
    slug: "fingerprint-browsers",
    sort: 2,
    names: { "zh-CN": "指纹浏览器教程", en: "Fingerprint browser tutorials" },
    articles: [
      {
        slug: "adspower-proxy-setup",
        sort: 1,
        translations: {
          "zh-CN": {
            title: "AdsPower 代理配置教程",
            summary:
              "在 AdsPower 中为浏览器环境配置我们的动态住宅或静态 IP：代理类型、主机、端口、账号密码的填写位置，以及如何检查代理是否生效。",
            body: `AdsPower 是常用的指纹浏览器，每个浏览器环境都可以单独配置代理。本文以新建环境为例，介绍如何填入我们的代理信息。不同版本的界面文字可能略有差异，以您使用的版本为准。

## 准备工作

1. 完成实名认证，并确认账户有可用流量（动态代理）或有效的静态 IP；
2. **动态住宅代理**：在“获取代理”页面选择国家/城市，建议为每个环境设置一个独立的会话，生成并复制连接信息；
3. **静态 IP**：在“IP 管理”中找到对应 IP 的主机、端口、账号和密码；
4. 确认运行 AdsPower 的电脑位于中国大陆以外，来自中国大陆 IP 的连接会被拒绝。

## 需要填写的信息

| AdsPower 字段 | 动态住宅代理 | 静态 IP |
| --- | --- | --- |
| 代理类型 | HTTP 或 SOCKS5 | 按“IP 管理”中的信息 |
| 代理主机 | \`{{gateway.host}}\` | “IP 管理”中的主机 |
| 代理端口 | HTTP 填 \`{{gateway.httpPort}}\`，SOCKS5 填 \`{{gateway.socks5Port}}\` | “IP 管理”中的端口 |
| 代理账户 | 复制的用户名 | “IP 管理”中的账号 |
| 代理密码 | 复制的密码 | “IP 管理”中的密码 |

## 配置步骤

1. 打开 AdsPower，在“环境管理”页面点击“新建浏览器”（编辑已有环境则点击该环境的“编辑”）；
2. 填写环境名称，按需设置分组、操作系统和 User-Agent；
3. 找到“代理”设置区域，选择“自定义”代理；
4. 在“代理类型”下拉框中选择 **HTTP**（对应端口 {{gateway.httpPort}}）或 **SOCKS5**（对应端口 {{gateway.socks5Port}}）；
5. 在“代理主机”和“代理端口”中分别填入主机和端口；
6. 在“代理账户”和“代理密码”中填入复制的用户名和密码。注意不要带上首尾空格；
7. 点击“检查代理”。检测成功后会显示出口 IP 及其国家/地区；
8. 确认出口国家与您在“获取代理”页面的选择一致，然后点击“确定”保存环境。

部分版本支持直接粘贴 \`主机:端口:账号:密码\` 格式的一整行代理信息并自动识别。可以在“获取代理”页面选择对应格式生成后直接粘贴，粘贴后仍建议逐项核对。

## 批量配置

需要为大量环境配置代理时，可以先在“获取代理”页面把“数量”设为环境数量，一次生成多行（每行的会话不同），再使用 AdsPower 的批量导入或“代理管理”功能逐行分配。**每个环境使用一行，不要让多个环境共用同一个会话**，否则它们会共享同一个出口 IP。

## 让环境与 IP 保持一致

在环境的高级设置中，建议让时区、语言、地理位置等根据 IP 自动匹配，避免出现“美国 IP、中国时区”之类的矛盾。WebRTC 建议设置为替换或禁用，以免暴露本机真实 IP。

## 检查失败怎么办

| 现象 | 可能原因 | 处理方法 |
| --- | --- | --- |
| 提示认证失败或 407 | 账号密码错误、子账户已停用或密码已修改 | 重新在“获取代理”页面复制，检查子账户状态 |
| 连接超时 | 本机位于中国大陆、网络屏蔽了 {{gateway.httpPort}}/{{gateway.socks5Port}} 端口、定向城市 IP 较少 | 确认网络环境，放宽定向到国家级别后重试 |
| 出口国家不对 | 复制了旧的连接信息，或手动改动了用户名 | 重新生成并完整复制 |
| 代理类型与端口不匹配 | HTTP 填了 {{gateway.socks5Port}} 或 SOCKS5 填了 {{gateway.httpPort}} | HTTP 用 {{gateway.httpPort}}，SOCKS5 用 {{gateway.socks5Port}} |

## 使用建议

- 长期运营的账号（店铺、广告账户）建议使用静态住宅或静态原生 IP，一个环境固定一个 IP；
- 使用动态住宅时，会话时长按实际操作时间设置，标准格式 3–30 分钟，长效格式最长 180 分钟；
- 账号环境建立后，尽量不要频繁更换代理。`,
          },
          en: {
            title: "Setting up our proxies in AdsPower",
            summary:
              "Configure our dynamic residential or static IPs for an AdsPower browser profile: where to enter proxy type, host, port, username and password, and how to check that the proxy works.",
            body: `AdsPower is a popular fingerprint browser in which every browser profile can have its own proxy. This guide uses a new profile as the example. Labels may differ slightly between versions; follow what your version shows.

## Before you start

1. Complete real-name verification and make sure you have traffic (dynamic proxies) or a valid static IP.
2. **Dynamic residential proxies**: on the Get proxy page, choose the country or city, give each profile its own session, then generate and copy the connection details.
3. **Static IPs**: find the IP's host, port, account and password in IP management.
4. Make sure the computer running AdsPower is outside mainland China; connections from mainland Chinese IPs are refused.

## What to enter

| AdsPower field | Dynamic residential | Static IP |
| --- | --- | --- |
| Proxy type | HTTP or SOCKS5 | As shown in IP management |
| Host | \`{{gateway.host}}\` | Host from IP management |
| Port | \`{{gateway.httpPort}}\` for HTTP, \`{{gateway.socks5Port}}\` for SOCKS5 | Port from IP management |
| Proxy username | The copied username | Account from IP management |
| Proxy password | The copied password | Password from IP management |

## Steps

1. Open AdsPower and click New Profile on the Profiles page (or Edit on an existing profile).
2. Enter a profile name and set the group, operating system and User-Agent as needed.
3. In the Proxy section, choose a custom proxy.
4. In the Proxy type drop-down, choose **HTTP** (port {{gateway.httpPort}}) or **SOCKS5** (port {{gateway.socks5Port}}).
5. Enter the host and port.
6. Enter the copied username and password in the proxy username and proxy password fields, without leading or trailing spaces.
7. Click Check Proxy. On success, the exit IP and its country or region are shown.
8. Confirm that the exit country matches your choice on the Get proxy page, then click OK to save the profile.

Some versions let you paste a whole line in \`host:port:username:password\` format and fill in the fields automatically. Generate that format on the Get proxy page and paste it, then still check each field.

## Many profiles at once

To set up proxies for many profiles, set the count on the Get proxy page to the number of profiles and generate all lines at once (each with a different session), then assign them line by line with AdsPower's bulk import or proxy management features. **Give each profile its own line and never let several profiles share a session**, or they will share one exit IP.

## Keep the profile consistent with the IP

In the profile's advanced settings, let time zone, language and geolocation follow the IP, so you don't end up with a US IP and a China time zone. Set WebRTC to replace or disable so your real local IP is not exposed.

## If the check fails

| Symptom | Likely cause | What to do |
| --- | --- | --- |
| Authentication failed or 407 | Wrong username or password, sub-account disabled or password changed | Copy again from the Get proxy page and check the sub-account |
| Timeout | Computer in mainland China, ports {{gateway.httpPort}}/{{gateway.socks5Port}} blocked, few IPs in the targeted city | Check your network; widen targeting to country level and retry |
| Wrong exit country | Old connection details, or the username was edited | Generate again and copy the whole line |
| Type and port don't match | HTTP with {{gateway.socks5Port}} or SOCKS5 with {{gateway.httpPort}} | HTTP uses {{gateway.httpPort}}, SOCKS5 uses {{gateway.socks5Port}} |

## Tips

- For accounts you run for months, such as stores and ad accounts, use static residential or static native IPs, one fixed IP per profile.
- With dynamic residential proxies, set the session duration from the real length of your work: 3 to 30 minutes in the standard format, up to 180 minutes in the long-session format.
- Once a profile is established, avoid changing its proxy often.`,
          },
        },
      },
      {
        slug: "bitbrowser-proxy-setup",
        sort: 2,
        translations: {
          "zh-CN": {
            title: "比特浏览器（BitBrowser）代理配置教程",
            summary:
              "在比特浏览器中创建窗口并配置我们的代理：代理方式、代理类型、主机端口和账号密码的填写，以及用“检查代理”确认出口 IP。",
            body: `比特浏览器（BitBrowser）以“窗口”为单位管理浏览器环境，每个窗口可以单独设置代理。下面以创建新窗口为例说明配置方法。不同版本的菜单名称可能略有差异，请以实际界面为准。

## 准备工作

- 已完成实名认证，账户内有可用流量或有效的静态 IP；
- **动态住宅代理**：在“获取代理”页面选择地区和会话，生成连接信息。每个窗口建议使用不同的会话，生成时把“数量”设为窗口数即可；
- **静态 IP**：在“IP 管理”中查看该 IP 的主机、端口、账号和密码；
- 运行比特浏览器的电脑需位于中国大陆以外。

## 配置步骤

1. 打开比特浏览器，进入“浏览器窗口”列表，点击“创建窗口”（已有窗口则点击“编辑”）；
2. 填写窗口名称，选择分组和平台等基础信息；
3. 在代理设置部分，“代理方式”选择 **自定义**；
4. “代理类型”选择 **HTTP** 或 **SOCKS5**：
   - HTTP：端口填 \`{{gateway.httpPort}}\`；
   - SOCKS5：端口填 \`{{gateway.socks5Port}}\`；
5. “代理主机”填写 \`{{gateway.host}}\`（静态 IP 填“IP 管理”中的主机）；
6. “代理端口”填写对应端口；
7. “代理账户”和“代理密码”分别粘贴从用户中心复制的用户名和密码；
8. 点击 **“检查代理”**，等待检测结果。成功时会显示出口 IP 和所在国家/地区；
9. 核对国家/地区无误后，点击“确定”保存窗口。

如果检测结果显示的国家与预期不符，可以在“IP 查询渠道”中换一个检测服务再试一次——不同 IP 数据库对同一个 IP 的定位偶尔会有差异。以城市为单位定向时，这种差异更常见。

## 填写对照表

| 比特浏览器字段 | 填写内容（动态住宅） |
| --- | --- |
| 代理方式 | 自定义 |
| 代理类型 | HTTP 或 SOCKS5 |
| 代理主机 | \`{{gateway.host}}\` |
| 代理端口 | \`{{gateway.httpPort}}\`（HTTP）/ \`{{gateway.socks5Port}}\`（SOCKS5） |
| 代理账户 | 从“获取代理”页面复制的用户名 |
| 代理密码 | 从“获取代理”页面复制的密码 |

## 批量创建窗口

比特浏览器支持批量创建或导入窗口。在“获取代理”页面选择“主机:端口:账号:密码”格式，把“数量”设为需要的窗口数，一次生成多行，然后按比特浏览器批量导入的模板逐行填入。导入完成后，抽查几个窗口执行“检查代理”。

## 常见问题

**检查代理提示失败**

- 确认代理类型和端口对应：HTTP 对应 {{gateway.httpPort}}，SOCKS5 对应 {{gateway.socks5Port}}；
- 重新从“获取代理”页面复制账号密码，避免复制时带入空格或漏掉字符；
- 到“账密认证”页面确认子账户处于启用状态、未达到流量上限；
- 确认您的网络环境不在中国大陆，且本地防火墙没有拦截 {{gateway.httpPort}}、{{gateway.socks5Port}} 端口。

**窗口打开后网页加载很慢**

- 定向到小城市时可用 IP 较少，可尝试放宽到州/省或国家；
- 动态 IP 如果中途下线，会话需要重新建立。可以在窗口中换一个新的会话 ID。

**多个窗口出口 IP 相同**

- 这些窗口使用了同一个会话。为每个窗口分配独立的一行连接信息即可。

## 使用建议

- 长期登录的账号建议使用静态住宅 IP，一个窗口固定一个 IP；
- 在窗口的指纹设置中，让时区、语言和地理位置跟随 IP；
- 团队协作时，通过比特浏览器的成员与权限功能分享窗口，而不是直接分享代理密码。`,
          },
          en: {
            title: "Setting up our proxies in BitBrowser",
            summary:
              "Create a BitBrowser window with our proxy: proxy method, proxy type, host, port, username and password, and how to confirm the exit IP with Check Proxy.",
            body: `BitBrowser manages browser environments as "windows", and each window can have its own proxy. This guide uses a new window as the example. Menu names may differ slightly between versions; follow what your version shows.

## Before you start

- Real-name verification is complete and you have traffic or a valid static IP.
- **Dynamic residential proxies**: on the Get proxy page, choose the location and session and generate the connection details. Give each window its own session; setting the count to the number of windows does this for you.
- **Static IPs**: look up the IP's host, port, account and password in IP management.
- The computer running BitBrowser must be outside mainland China.

## Steps

1. Open BitBrowser, go to the browser window list and click Create window (or Edit on an existing window).
2. Enter a window name and choose the group, platform and other basics.
3. In the proxy section, set the proxy method to **Custom**.
4. Set the proxy type to **HTTP** or **SOCKS5**:
   - HTTP: port \`{{gateway.httpPort}}\`;
   - SOCKS5: port \`{{gateway.socks5Port}}\`.
5. Enter \`{{gateway.host}}\` as the proxy host (for a static IP, the host from IP management).
6. Enter the matching port.
7. Paste the username and password copied from the user centre into the proxy account and proxy password fields.
8. Click **Check Proxy** and wait for the result. On success it shows the exit IP and its country or region.
9. Once the country is right, click OK to save the window.

If the country shown is not what you expected, choose another IP lookup service in the IP query channel setting and check again: IP databases occasionally disagree about where an IP is, especially at city level.

## Field reference

| BitBrowser field | Value (dynamic residential) |
| --- | --- |
| Proxy method | Custom |
| Proxy type | HTTP or SOCKS5 |
| Proxy host | \`{{gateway.host}}\` |
| Proxy port | \`{{gateway.httpPort}}\` (HTTP) or \`{{gateway.socks5Port}}\` (SOCKS5) |
| Proxy account | The username copied from the Get proxy page |
| Proxy password | The password copied from the Get proxy page |

## Creating many windows

BitBrowser can create or import windows in bulk. On the Get proxy page, choose the \`host:port:username:password\` format, set the count to the number of windows, generate all lines at once, then fill them in line by line using BitBrowser's bulk import template. Afterwards, spot-check a few windows with Check Proxy.

## Common questions

**Check Proxy fails**

- Make sure type and port match: HTTP uses {{gateway.httpPort}}, SOCKS5 uses {{gateway.socks5Port}}.
- Copy the username and password again from the Get proxy page, making sure no spaces were added or characters lost.
- On the Sub-accounts page, check that the sub-account is enabled and has not reached its traffic limit.
- Make sure your network is not in mainland China and no local firewall blocks ports {{gateway.httpPort}} and {{gateway.socks5Port}}.

**Pages load slowly in the window**

- Small cities have fewer IPs; try widening to the state or country.
- If a dynamic IP goes offline midway, the session has to start again. Use a new session ID in the window.

**Several windows show the same exit IP**

- They are using the same session. Give each window its own line of connection details.

## Tips

- For accounts you stay logged in to for a long time, use static residential IPs, one fixed IP per window.
- In the window's fingerprint settings, let time zone, language and geolocation follow the IP.
- For teamwork, share windows through BitBrowser's member and permission features instead of sharing proxy passwords.`,
          },
        },
      },
      {
        slug: "multilogin-proxy-setup",
        sort: 3,
        translations: {
          "zh-CN": {
            title: "Multilogin 代理配置教程",
            summary:
              "在 Multilogin 浏览器配置文件中使用我们的代理：选择自定义代理、连接类型、主机端口与账号密码的填写，以及用“Check proxy”确认出口。",
            body: `Multilogin 以“浏览器配置文件”（profile）为单位管理环境。目前主流版本是 Multilogin X，旧版 Multilogin 6 仍有用户在使用，两者的代理设置思路相同，只是入口略有不同。下文以 Multilogin X 为主，界面文字以英文为准，括号内为中文说明；具体名称请以您的版本为准。

## 准备工作

- 完成实名认证，账户中有可用流量或有效的静态 IP；
- **动态住宅代理**：在“获取代理”页面选择国家/城市和会话，生成并复制连接信息；
- **静态 IP**：在“IP 管理”中记下主机、端口、账号和密码；
- 运行 Multilogin 的电脑须位于中国大陆以外。

## Multilogin X 配置步骤

1. 打开 Multilogin X，点击 **New profile**（新建配置文件），或打开已有配置文件的设置；
2. 填写配置文件名称，选择浏览器内核和操作系统；
3. 找到 **Proxy**（代理）设置，选择使用您自己的代理（自定义代理），而不是 Multilogin 内置的代理服务；
4. 在 **Connection type / Proxy type**（连接类型）中选择 **HTTP** 或 **SOCKS5**；
5. 填写各项：
   - **Host**（主机）：\`{{gateway.host}}\`（静态 IP 填“IP 管理”中的主机）；
   - **Port**（端口）：HTTP 填 \`{{gateway.httpPort}}\`，SOCKS5 填 \`{{gateway.socks5Port}}\`；
   - **Username**（用户名）与 **Password**（密码）：粘贴从用户中心复制的内容；
6. 点击 **Check proxy**（检查代理），成功后会显示出口 IP 和位置；
7. 确认无误后点击 **Create profile**（或 Save）保存。

部分版本支持把 \`主机:端口:用户名:密码\` 格式的一整行粘贴到代理输入框中自动拆分。可以在“获取代理”页面选择这种格式生成后粘贴，粘贴后再逐项核对。

## Multilogin 6（旧版）

在配置文件的编辑界面打开 **Proxy** 选项卡，在 **Connection type** 中选择 HTTP proxy 或 SOCKS proxy，依次填写 IP or Host、Port、Login、Password，点击 **Check proxy**，确认后保存。端口规则与上面相同。

## 填写对照表

| 字段 | 动态住宅代理 | 静态 IP |
| --- | --- | --- |
| 连接类型 | HTTP 或 SOCKS5 | 按“IP 管理”中的信息 |
| Host | \`{{gateway.host}}\` | “IP 管理”中的主机 |
| Port | \`{{gateway.httpPort}}\` / \`{{gateway.socks5Port}}\` | “IP 管理”中的端口 |
| Username | 复制的用户名 | “IP 管理”中的账号 |
| Password | 复制的密码 | “IP 管理”中的密码 |

## 让指纹与 IP 保持一致

Multilogin 可以根据代理的出口 IP 自动设置时区、WebRTC 公网 IP 和地理位置。建议保持这些选项为“基于 IP”（based on IP）的默认行为，避免出现 IP 在美国、时区却在亚洲的矛盾。

## 常见问题

- **Check proxy 报认证错误**：检查用户名密码是否完整复制、子账户是否启用、密码是否刚被修改；
- **检查超时**：确认本机网络不在中国大陆、防火墙未拦截 {{gateway.httpPort}}/{{gateway.socks5Port}} 端口；定向到城市时可用 IP 较少，可放宽到国家后再试；
- **多个配置文件出口 IP 相同**：它们共用了同一个会话，请为每个配置文件生成独立的一行连接信息；
- **配置文件启动后 IP 与检查时不同**：轮换模式下每次新连接都可能换 IP，需要固定 IP 时请设置会话，或改用静态 IP。

## 使用建议

- 每个配置文件对应一个账号、一个会话或一个静态 IP，不要混用；
- 长期使用的账号优先选择静态住宅 IP；
- 使用动态住宅粘性会话时，标准格式时长为 3–30 分钟，长效格式最长 180 分钟，请按实际使用时长设置。`,
          },
          en: {
            title: "Setting up our proxies in Multilogin",
            summary:
              "Use our proxies in a Multilogin browser profile: choosing your own proxy, connection type, host, port, username and password, and confirming the exit with Check proxy.",
            body: `Multilogin manages environments as browser profiles. The current version is Multilogin X; some people still use the older Multilogin 6. Proxy setup works the same way in both, with slightly different entry points. This guide focuses on Multilogin X. Exact labels may vary between versions; follow what yours shows.

## Before you start

- Real-name verification is complete and you have traffic or a valid static IP.
- **Dynamic residential proxies**: on the Get proxy page, choose the country or city and a session, then generate and copy the connection details.
- **Static IPs**: note the host, port, account and password from IP management.
- The computer running Multilogin must be outside mainland China.

## Multilogin X steps

1. Open Multilogin X and click **New profile**, or open the settings of an existing profile.
2. Enter a profile name and choose the browser core and operating system.
3. In the **Proxy** settings, choose to use your own (custom) proxy rather than Multilogin's built-in proxy service.
4. Set the **connection type** (proxy type) to **HTTP** or **SOCKS5**.
5. Fill in:
   - **Host**: \`{{gateway.host}}\` (for a static IP, the host from IP management);
   - **Port**: \`{{gateway.httpPort}}\` for HTTP, \`{{gateway.socks5Port}}\` for SOCKS5;
   - **Username** and **Password**: paste what you copied from the user centre.
6. Click **Check proxy**. On success, the exit IP and location are shown.
7. Click **Create profile** (or Save).

Some versions accept a whole line in \`host:port:username:password\` format pasted into the proxy field and split it automatically. Generate that format on the Get proxy page, paste it, then check each field.

## Multilogin 6 (older version)

In the profile editor, open the **Proxy** tab, choose HTTP proxy or SOCKS proxy as the **Connection type**, fill in IP or Host, Port, Login and Password, click **Check proxy**, then save. The port rules are the same as above.

## Field reference

| Field | Dynamic residential | Static IP |
| --- | --- | --- |
| Connection type | HTTP or SOCKS5 | As shown in IP management |
| Host | \`{{gateway.host}}\` | Host from IP management |
| Port | \`{{gateway.httpPort}}\` or \`{{gateway.socks5Port}}\` | Port from IP management |
| Username | The copied username | Account from IP management |
| Password | The copied password | Password from IP management |

## Keep the fingerprint consistent with the IP

Multilogin can set the time zone, WebRTC public IP and geolocation from the proxy's exit IP. Keep these on their IP-based default so you never have a US IP with an Asian time zone.

## Common questions

- **Check proxy reports an authentication error**: make sure the username and password were copied completely, the sub-account is enabled and the password has not just been changed.
- **The check times out**: make sure your network is not in mainland China and no firewall blocks ports {{gateway.httpPort}} and {{gateway.socks5Port}}. City targeting has fewer IPs; widen to the country and try again.
- **Several profiles have the same exit IP**: they share a session. Generate a separate line for each profile.
- **The IP after launch differs from the check**: in rotating mode each new connection may get a new IP. Set a session to keep the IP, or use a static IP.

## Tips

- One profile per account, with its own session or static IP; don't mix them.
- Prefer static residential IPs for accounts you use over a long period.
- With dynamic residential sticky sessions, durations are 3 to 30 minutes in the standard format and up to 180 minutes in the long-session format; set them from how long you actually work.`,
          },
        },
      },
      {
        slug: "dolphin-anty-proxy-setup",
        sort: 4,
        translations: {
          "zh-CN": {
            title: "Dolphin Anty 代理配置教程",
            summary:
              "在 Dolphin Anty 中为浏览器配置文件添加我们的代理：新建代理、选择类型、粘贴连接信息、检查代理，以及通过“代理”页面批量添加。",
            body: `Dolphin Anty 既可以在创建浏览器配置文件时直接添加代理，也可以先在“代理”（Proxies）页面集中添加，再分配给各个配置文件。下面分别介绍两种方式。界面文字以英文版为准，括号内为中文说明，不同版本可能略有差异。

## 准备工作

- 完成实名认证，账户中有可用流量或有效的静态 IP；
- **动态住宅代理**：在“获取代理”页面选择地区和会话，格式选择“主机:端口:用户名:密码”，生成并复制；
- **静态 IP**：在“IP 管理”中查看主机、端口、账号和密码，按同样的顺序整理成一行；
- 运行 Dolphin Anty 的电脑须位于中国大陆以外。

一行完整的连接信息如下（动态住宅，HTTP）：

\`\`\`text
{{gateway.host}}:{{gateway.httpPort}}:<username>:<password>
\`\`\`

## 方式一：创建配置文件时添加

1. 在 Dolphin Anty 中点击 **Create profile**（创建配置文件），或编辑已有配置文件；
2. 填写名称，按需设置操作系统、User-Agent 等；
3. 在 **Proxy**（代理）区域选择添加新代理（**New proxy**）；
4. 选择代理类型：**HTTP**（端口 {{gateway.httpPort}}）或 **SOCKS5**（端口 {{gateway.socks5Port}}）；
5. 把上面那一行连接信息粘贴到代理输入框中。Dolphin Anty 能识别 \`主机:端口:用户名:密码\` 格式并自动拆分；也可以按字段分别填写主机、端口、用户名（Login）和密码（Password）；
6. 可以给代理起一个名字，例如“美国-会话01”，方便之后识别；
7. 点击 **Check proxy**（检查代理），成功后会显示出口 IP 和国家；
8. 确认无误后保存配置文件。

“更换 IP 链接”（Change IP URL）一项用于移动代理，使用我们的代理时留空即可。动态住宅需要更换出口 IP 时，换一个新的会话重新生成连接信息。

## 方式二：在“代理”页面批量添加

1. 打开左侧菜单中的 **Proxies**（代理）页面，点击添加代理；
2. 选择类型（HTTP 或 SOCKS5）；
3. 把“获取代理”页面生成的多行连接信息一次性粘贴进去，每行一个代理；
4. 保存后，列表中会出现这些代理，可以逐个检查；
5. 创建或编辑配置文件时，在 Proxy 区域从列表中选择对应的代理。

批量添加前，在“获取代理”页面把“数量”设为需要的代理数，每行的会话都不同，即每个配置文件会有独立的出口 IP。

## 填写对照表

| 项目 | HTTP | SOCKS5 |
| --- | --- | --- |
| 主机 | \`{{gateway.host}}\` | \`{{gateway.host}}\` |
| 端口 | \`{{gateway.httpPort}}\` | \`{{gateway.socks5Port}}\` |
| 用户名 / 密码 | 从“获取代理”页面复制 | 从“获取代理”页面复制 |

## 常见问题

- **检查失败，提示认证错误**：通常是用户名或密码不完整，或子账户已停用、密码已修改。请重新生成并复制整行；
- **检查超时**：确认网络环境不在中国大陆、端口 {{gateway.httpPort}}/{{gateway.socks5Port}} 未被防火墙拦截；如果定向到了较小的城市，可以先放宽到国家级别测试；
- **类型与端口不匹配**：选择 HTTP 却填了 {{gateway.socks5Port}}，或选择 SOCKS5 却填了 {{gateway.httpPort}}，都会连接失败；
- **多个配置文件显示相同 IP**：它们使用了同一行连接信息（同一个会话）。每个配置文件应使用独立的一行。

## 使用建议

- 在配置文件的指纹设置中，让时区、语言、地理位置和 WebRTC 跟随代理 IP；
- 长期登录的账号建议使用静态住宅 IP；
- 团队使用时，通过 Dolphin Anty 的团队权限分享配置文件，不要直接传递代理密码。`,
          },
          en: {
            title: "Setting up our proxies in Dolphin Anty",
            summary:
              "Add our proxies to Dolphin Anty browser profiles: creating a new proxy, choosing the type, pasting the connection line, checking the proxy, and adding many proxies at once on the Proxies page.",
            body: `In Dolphin Anty you can add a proxy while creating a browser profile, or add proxies centrally on the Proxies page and assign them to profiles later. This guide covers both. Labels may differ slightly between versions; follow what yours shows.

## Before you start

- Real-name verification is complete and you have traffic or a valid static IP.
- **Dynamic residential proxies**: on the Get proxy page, choose the location and session, select the \`host:port:username:password\` format, then generate and copy.
- **Static IPs**: take the host, port, account and password from IP management and put them on one line in the same order.
- The computer running Dolphin Anty must be outside mainland China.

A complete line looks like this (dynamic residential, HTTP):

\`\`\`text
{{gateway.host}}:{{gateway.httpPort}}:<username>:<password>
\`\`\`

## Option 1: add the proxy while creating a profile

1. In Dolphin Anty, click **Create profile**, or edit an existing profile.
2. Enter a name and set the operating system, User-Agent and so on.
3. In the **Proxy** section, choose to add a **New proxy**.
4. Choose the type: **HTTP** (port {{gateway.httpPort}}) or **SOCKS5** (port {{gateway.socks5Port}}).
5. Paste the line above into the proxy field. Dolphin Anty recognises the \`host:port:username:password\` format and splits it; you can also fill in host, port, login and password separately.
6. Optionally give the proxy a name, such as "US session 01", to recognise it later.
7. Click **Check proxy**. On success it shows the exit IP and country.
8. Save the profile.

The Change IP URL field is meant for mobile proxies; leave it empty with our proxies. To get a new exit IP with dynamic residential proxies, generate a new line with a new session.

## Option 2: add many proxies on the Proxies page

1. Open **Proxies** in the left-hand menu and click to add proxies.
2. Choose the type (HTTP or SOCKS5).
3. Paste all the lines generated on the Get proxy page at once, one proxy per line.
4. Save; the proxies appear in the list and can be checked one by one.
5. When creating or editing a profile, pick the proxy from the list in the Proxy section.

Before adding in bulk, set the count on the Get proxy page to the number of proxies you need. Every line gets its own session, so every profile gets its own exit IP.

## Field reference

| Item | HTTP | SOCKS5 |
| --- | --- | --- |
| Host | \`{{gateway.host}}\` | \`{{gateway.host}}\` |
| Port | \`{{gateway.httpPort}}\` | \`{{gateway.socks5Port}}\` |
| Username and password | Copied from the Get proxy page | Copied from the Get proxy page |

## Common questions

- **The check fails with an authentication error**: usually the username or password is incomplete, or the sub-account is disabled or its password has changed. Generate and copy the whole line again.
- **The check times out**: make sure your network is not in mainland China and ports {{gateway.httpPort}} and {{gateway.socks5Port}} are not blocked by a firewall. If you targeted a small city, test at country level first.
- **Type and port don't match**: HTTP with {{gateway.socks5Port}}, or SOCKS5 with {{gateway.httpPort}}, will not connect.
- **Several profiles show the same IP**: they use the same line, and therefore the same session. Give each profile its own line.

## Tips

- In the profile's fingerprint settings, let time zone, language, geolocation and WebRTC follow the proxy IP.
- For accounts you stay logged in to for a long time, use static residential IPs.
- In teams, share profiles through Dolphin Anty's team permissions instead of passing proxy passwords around.`,
          },
        },
      },
      {
        slug: "vmlogin-proxy-setup",
        sort: 5,
        translations: {
          "zh-CN": {
            title: "VMLogin 代理配置教程",
            summary:
              "在 VMLogin 浏览器配置文件中设置我们的代理：打开代理服务器设置、选择代理类型、填写地址端口和账号密码，并检测网络是否连通。",
            body: `VMLogin 的每个浏览器配置文件都可以设置独立的代理服务器。下面以新建配置文件为例说明。VMLogin 不同版本的按钮名称略有差异，如“检查网络”“测试代理”等，请以实际界面为准。

## 准备工作

- 完成实名认证，账户中有可用流量或有效的静态 IP；
- **动态住宅代理**：在“获取代理”页面选择国家/城市和会话，生成并复制用户名和密码；
- **静态 IP**：在“IP 管理”中查看主机、端口、账号和密码；
- 运行 VMLogin 的电脑须位于中国大陆以外。

## 配置步骤

1. 打开 VMLogin，点击“新建浏览器配置文件”（编辑已有配置文件则在列表中选择“编辑”）；
2. 在“基本配置”中填写配置文件名称，按需选择操作系统和浏览器；
3. 点击 **“设置代理服务器”** 按钮，打开代理设置窗口；
4. 在“代理类型”下拉框中选择 **HTTP** 或 **SOCKS5**；
5. 填写连接信息：
   - IP 地址（或主机）：\`{{gateway.host}}\`，静态 IP 填“IP 管理”中的主机；
   - 端口：HTTP 填 \`{{gateway.httpPort}}\`，SOCKS5 填 \`{{gateway.socks5Port}}\`；
   - 用户名、密码：粘贴从用户中心复制的内容；
6. 点击窗口中的检测按钮（如“检查网络”），等待结果。连接成功时会显示出口 IP 及其所在地；
7. 确认无误后点击“确定”关闭代理窗口，再保存配置文件。

## 填写对照表

| VMLogin 字段 | 动态住宅代理 | 静态 IP |
| --- | --- | --- |
| 代理类型 | HTTP 或 SOCKS5 | 按“IP 管理”中的信息 |
| IP 地址 / 主机 | \`{{gateway.host}}\` | “IP 管理”中的主机 |
| 端口 | \`{{gateway.httpPort}}\`（HTTP）/ \`{{gateway.socks5Port}}\`（SOCKS5） | “IP 管理”中的端口 |
| 用户名 | 复制的用户名 | “IP 管理”中的账号 |
| 密码 | 复制的密码 | “IP 管理”中的密码 |

## 让配置文件与 IP 匹配

保存前，建议在配置文件的相关设置中：

- 让时区、语言根据代理 IP 自动设置；
- 地理位置（Geolocation）跟随 IP；
- WebRTC 设置为替换为代理 IP 或禁用，避免泄露本机真实 IP。

## 批量配置

VMLogin 支持批量创建配置文件和批量导入代理。在“获取代理”页面把“数量”设为所需的配置文件数，选择与 VMLogin 导入模板一致的格式，生成后按模板导入。每个配置文件使用独立的一行连接信息，出口 IP 才会互不相同。

## 常见问题

**检测失败或提示代理认证错误**

- 检查用户名、密码是否完整复制，有没有多余的空格；
- 在“账密认证”页面确认子账户处于启用状态，没有达到流量上限；
- 如果刚修改过子账户密码，需要重新生成连接信息。

**检测超时**

- 确认电脑所在网络位于中国大陆以外；
- 确认本地防火墙或公司网络没有拦截 {{gateway.httpPort}}、{{gateway.socks5Port}} 端口；
- 定向的城市较小、可用 IP 不多时，放宽到州/省或国家后重试。

**代理类型和端口对不上**

- HTTP 必须使用 {{gateway.httpPort}}，SOCKS5 必须使用 {{gateway.socks5Port}}。

**打开浏览器后显示的 IP 与检测时不同**

- 未设置会话时为轮换模式，每次新连接都可能换 IP。需要固定 IP 时，请在“获取代理”页面设置会话，或使用静态 IP。

## 使用建议

- 一个配置文件对应一个账号、一个出口 IP；
- 长期运营的账号优先使用静态住宅或静态原生 IP，并在到期前续费；
- 不要在同一个配置文件里频繁更换代理。`,
          },
          en: {
            title: "Setting up our proxies in VMLogin",
            summary:
              "Set our proxy on a VMLogin browser profile: open the proxy server settings, choose the proxy type, enter address, port, username and password, and test the connection.",
            body: `Every VMLogin browser profile can have its own proxy server. This guide uses a new profile as the example. Button names vary a little between VMLogin versions (for example "Check network" or "Test proxy"); follow what your version shows.

## Before you start

- Real-name verification is complete and you have traffic or a valid static IP.
- **Dynamic residential proxies**: on the Get proxy page, choose the country or city and a session, then generate and copy the username and password.
- **Static IPs**: look up the host, port, account and password in IP management.
- The computer running VMLogin must be outside mainland China.

## Steps

1. Open VMLogin and click to create a new browser profile (or choose Edit for an existing profile in the list).
2. In the basic settings, enter a profile name and choose the operating system and browser as needed.
3. Click the **Setting proxy server** button to open the proxy settings window.
4. In the proxy type drop-down, choose **HTTP** or **SOCKS5**.
5. Enter the connection details:
   - IP address (or host): \`{{gateway.host}}\`; for a static IP, the host from IP management;
   - Port: \`{{gateway.httpPort}}\` for HTTP, \`{{gateway.socks5Port}}\` for SOCKS5;
   - Username and password: paste what you copied from the user centre.
6. Click the test button in the window (such as Check network) and wait. On success, the exit IP and its location are shown.
7. Click OK to close the proxy window, then save the profile.

## Field reference

| VMLogin field | Dynamic residential | Static IP |
| --- | --- | --- |
| Proxy type | HTTP or SOCKS5 | As shown in IP management |
| IP address or host | \`{{gateway.host}}\` | Host from IP management |
| Port | \`{{gateway.httpPort}}\` (HTTP) or \`{{gateway.socks5Port}}\` (SOCKS5) | Port from IP management |
| Username | The copied username | Account from IP management |
| Password | The copied password | Password from IP management |

## Match the profile to the IP

Before saving, in the profile's settings:

- let time zone and language be set from the proxy IP;
- let geolocation follow the IP;
- set WebRTC to replace with the proxy IP or to disabled, so your real local IP is not exposed.

## Many profiles at once

VMLogin can create profiles and import proxies in bulk. Set the count on the Get proxy page to the number of profiles, choose the format that matches VMLogin's import template, generate, and import. Each profile needs its own line for the exit IPs to differ.

## Common questions

**The test fails or reports a proxy authentication error**

- Check that the username and password were copied completely, with no extra spaces.
- On the Sub-accounts page, check that the sub-account is enabled and has not reached its traffic limit.
- If you have just changed the sub-account password, generate the connection details again.

**The test times out**

- Make sure the computer's network is outside mainland China.
- Make sure no local firewall or company network blocks ports {{gateway.httpPort}} and {{gateway.socks5Port}}.
- If the targeted city is small and has few IPs, widen to the state or country and try again.

**Type and port don't match**

- HTTP must use {{gateway.httpPort}} and SOCKS5 must use {{gateway.socks5Port}}.

**The IP in the browser differs from the test**

- Without a session, the proxy rotates and each new connection may get a new IP. To keep one IP, set a session on the Get proxy page or use a static IP.

## Tips

- One profile, one account, one exit IP.
- For accounts you run over a long period, prefer static residential or static native IPs, and renew them before they expire.
- Avoid changing the proxy of a profile frequently.`,
          },
        },
      },
    ],
  },
  {
    slug: "code-and-tools",
    sort: 3,
    names: { "zh-CN": "代码与工具", en: "Code and tools" },
    articles: [
      {
        slug: "curl-proxy-examples",
        sort: 1,
        translations: {
          "zh-CN": {
            title: "curl 使用代理示例",
            summary:
              "用 curl 通过 HTTP(S) 和 SOCKS5 代理发送请求、检查出口 IP、测试粘性会话、查看各阶段耗时，以及 Windows 下的注意事项。",
            body: `curl 是测试代理最快的工具：一行命令就能确认凭据是否正确、出口 IP 在哪里、连接慢在哪一步。下面的示例中，\`<username>\` 和 \`<password>\` 请替换为从用户中心“获取代理”页面复制的用户名和密码。

## HTTP(S) 代理（端口 {{gateway.httpPort}}）

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

- \`-x\`（\`--proxy\`）指定代理地址；
- \`-U\`（\`--proxy-user\`）指定代理的用户名和密码。

代理协议写的是 \`http://\`，但目标网站可以是 HTTPS：curl 会先向代理发送 CONNECT 请求建立隧道，您和目标网站之间的内容仍然是加密的。

也可以把凭据写进代理地址：

\`\`\`bash
curl -x "http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}" https://ipinfo.io/json
\`\`\`

如果密码里有 \`@\`、\`:\`、\`#\` 等字符，写进地址时需要做 URL 编码（例如 \`@\` 写成 \`%40\`）。使用 \`-U\` 就没有这个问题，所以更推荐 \`-U\`。

## SOCKS5 代理（端口 {{gateway.socks5Port}}）

\`\`\`bash
curl -x socks5h://{{gateway.host}}:{{gateway.socks5Port}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

注意是 \`socks5h\` 而不是 \`socks5\`：带 \`h\` 时，域名由代理端解析，DNS 查询不会从您的本机发出，解析结果也更贴近出口所在地。

## 用环境变量设置代理

很多命令行工具和程序会读取代理环境变量：

\`\`\`bash
export http_proxy="http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}"
export https_proxy="$http_proxy"
curl https://ipinfo.io/json
\`\`\`

curl 只认小写的 \`http_proxy\`（出于安全原因不读取大写的 \`HTTP_PROXY\`），\`https_proxy\` 大小写均可。测试完成后用 \`unset http_proxy https_proxy\` 清除，避免后续命令意外走代理。

## 检查粘性会话是否生效

使用带会话的连接信息，连续请求几次，出口 IP 应当保持不变：

\`\`\`bash
for i in 1 2 3; do
  curl -s -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://api.ipify.org
  echo
done
\`\`\`

不带会话（轮换模式）时，每次执行通常会看到不同的 IP。

## 看清楚慢在哪一步

\`\`\`bash
curl -s -o /dev/null --connect-timeout 10 --max-time 60 \\
  -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" \\
  -w "dns %{time_namelookup}s, connect %{time_connect}s, tls %{time_appconnect}s, first byte %{time_starttransfer}s, total %{time_total}s, http %{http_code}\\n" \\
  https://www.example.com/
\`\`\`

- \`connect\` 很慢或超时：您到代理网关的网络有问题；
- \`tls\` 很慢：代理到目标网站建立连接慢，可能是定向范围太小或目标网站响应慢；
- \`first byte\` 很慢：目标网站处理请求慢。

## 排查认证问题

加上 \`-v\` 可以看到完整的交互过程。如果代理返回 \`407 Proxy Authentication Required\`，说明用户名或密码有误，详见《代理返回 407 怎么办》。注意：\`-v\` 的输出中包含发往代理的认证信息，分享给他人之前请先删除这些行。

## Windows 注意事项

- 在 Windows PowerShell 5.1 中，\`curl\` 是 \`Invoke-WebRequest\` 的别名，请输入 \`curl.exe\` 调用真正的 curl；
- 在 cmd 中，参数请使用双引号，不要使用单引号；
- 命令换行：PowerShell 用反引号，cmd 用 \`^\`，或者直接写成一行。

完整参数说明见 [curl 官方文档](https://curl.se/docs/manpage.html)。`,
          },
          en: {
            title: "Using our proxies with curl",
            summary:
              "Send requests through HTTP(S) and SOCKS5 proxies with curl, check the exit IP, test sticky sessions, see where time is spent, and what to watch for on Windows.",
            body: `curl is the quickest way to test a proxy: one command tells you whether the credentials are right, where the exit IP is and which step is slow. In the examples below, replace \`<username>\` and \`<password>\` with the username and password copied from the Get proxy page of the user centre.

## HTTP(S) proxy (port {{gateway.httpPort}})

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

- \`-x\` (\`--proxy\`) sets the proxy address.
- \`-U\` (\`--proxy-user\`) sets the proxy username and password.

The proxy scheme is \`http://\`, but the target can be HTTPS: curl first sends a CONNECT request to open a tunnel, and traffic between you and the website stays encrypted.

You can also put the credentials in the proxy address:

\`\`\`bash
curl -x "http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}" https://ipinfo.io/json
\`\`\`

If the password contains characters such as \`@\`, \`:\` or \`#\`, they must be URL-encoded in the address (\`@\` becomes \`%40\`). \`-U\` avoids the problem, so we recommend it.

## SOCKS5 proxy (port {{gateway.socks5Port}})

\`\`\`bash
curl -x socks5h://{{gateway.host}}:{{gateway.socks5Port}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

Note \`socks5h\` rather than \`socks5\`: with the \`h\`, host names are resolved by the proxy, so no DNS queries leave your machine and the answers match the exit location better.

## Proxy environment variables

Many command-line tools and programs read proxy environment variables:

\`\`\`bash
export http_proxy="http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}"
export https_proxy="$http_proxy"
curl https://ipinfo.io/json
\`\`\`

curl reads only the lower-case \`http_proxy\` (it ignores upper-case \`HTTP_PROXY\` for security reasons); \`https_proxy\` works in either case. When you are done, run \`unset http_proxy https_proxy\` so later commands don't use the proxy by accident.

## Check that a sticky session works

With a line that includes a session, send a few requests in a row; the exit IP should stay the same:

\`\`\`bash
for i in 1 2 3; do
  curl -s -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://api.ipify.org
  echo
done
\`\`\`

Without a session (rotating mode), you will usually see a different IP each time.

## See which step is slow

\`\`\`bash
curl -s -o /dev/null --connect-timeout 10 --max-time 60 \\
  -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" \\
  -w "dns %{time_namelookup}s, connect %{time_connect}s, tls %{time_appconnect}s, first byte %{time_starttransfer}s, total %{time_total}s, http %{http_code}\\n" \\
  https://www.example.com/
\`\`\`

- Slow or failing \`connect\`: the network between you and the proxy gateway has a problem.
- Slow \`tls\`: the proxy takes long to reach the target, perhaps because the targeting is very narrow or the site is slow.
- Slow \`first byte\`: the website is slow to process the request.

## Authentication problems

Add \`-v\` to see the whole exchange. If the proxy answers \`407 Proxy Authentication Required\`, the username or password is wrong; see the article on 407 errors. Note that \`-v\` output includes the credentials sent to the proxy, so remove those lines before sharing it.

## Windows notes

- In Windows PowerShell 5.1, \`curl\` is an alias for \`Invoke-WebRequest\`; type \`curl.exe\` to run the real curl.
- In cmd, use double quotes around arguments, not single quotes.
- Line continuations: a backtick in PowerShell, \`^\` in cmd, or simply put the command on one line.

All options are described in the [curl documentation](https://curl.se/docs/manpage.html).`,
          },
        },
      },
      {
        slug: "python-requests-aiohttp-proxy",
        sort: 2,
        translations: {
          "zh-CN": {
            title: "Python 使用代理：requests 与 aiohttp",
            summary:
              "在 Python 中通过我们的 HTTP(S) 和 SOCKS5 代理发送请求：requests 的同步写法、aiohttp 的异步并发写法、特殊字符编码、超时与重试设置。",
            body: `本文介绍 Python 中最常用的两个 HTTP 库如何使用代理：同步的 requests 和异步的 aiohttp。示例中的 \`<username>\` 和 \`<password>\` 请替换为从“获取代理”页面复制的内容，建议在实际项目中从环境变量读取，不要写进代码。

## requests：HTTP(S) 代理

\`\`\`python
import requests

proxy = "http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}"
proxies = {"http": proxy, "https": proxy}

r = requests.get("https://ipinfo.io/json", proxies=proxies, timeout=30)
print(r.status_code, r.json())
\`\`\`

\`proxies\` 字典的键表示**目标网站**的协议：\`"https"\` 这一项决定访问 HTTPS 网站时用哪个代理。代理地址本身仍然以 \`http://\` 开头，因为连接网关 {{gateway.httpPort}} 端口使用的是 HTTP 代理协议。

## requests：SOCKS5 代理

先安装 SOCKS 支持：

\`\`\`bash
pip install "requests[socks]"
\`\`\`

\`\`\`python
import requests

proxy = "socks5h://<username>:<password>@{{gateway.host}}:{{gateway.socks5Port}}"
r = requests.get("https://ipinfo.io/json", proxies={"http": proxy, "https": proxy}, timeout=30)
print(r.json())
\`\`\`

使用 \`socks5h\` 让域名由代理端解析。

## 用户名或密码含特殊字符

把凭据拼进 URL 时，\`@\`、\`:\`、\`/\`、\`#\` 等字符必须先编码：

\`\`\`python
from urllib.parse import quote

user = quote("<username>", safe="")
password = quote("<password>", safe="")
proxy = f"http://{user}:{password}@{{gateway.host}}:{{gateway.httpPort}}"
\`\`\`

## 复用连接与重试

批量请求时使用 \`Session\` 复用连接，并为临时错误配置有限次数的重试：

\`\`\`python
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

proxy = "http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}"
s = requests.Session()
s.proxies = {"http": proxy, "https": proxy}
retry = Retry(total=3, backoff_factor=1, status_forcelist=[429, 502, 503, 504])
s.mount("https://", HTTPAdapter(max_retries=retry))

for url in ["https://www.example.com/a", "https://www.example.com/b"]:
    r = s.get(url, timeout=(10, 30))
    print(url, r.status_code)
\`\`\`

注意：\`Session\` 会复用长连接，轮换模式下同一条连接上的请求通常走同一个出口 IP。需要每个请求都换 IP 时，不要复用 Session。

## aiohttp：异步并发

aiohttp 原生支持 HTTP 代理，用 \`proxy\` 和 \`proxy_auth\` 参数传入：

\`\`\`python
import asyncio
import aiohttp

PROXY = "http://{{gateway.host}}:{{gateway.httpPort}}"
AUTH = aiohttp.BasicAuth("<username>", "<password>")

async def fetch(session: aiohttp.ClientSession, sem: asyncio.Semaphore, url: str) -> None:
    async with sem:
        async with session.get(url, proxy=PROXY, proxy_auth=AUTH) as resp:
            body = await resp.text()
            print(url, resp.status, len(body))

async def main() -> None:
    urls = [f"https://www.example.com/item/{i}" for i in range(20)]
    sem = asyncio.Semaphore(5)
    timeout = aiohttp.ClientTimeout(total=60, connect=10)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        await asyncio.gather(*(fetch(session, sem, u) for u in urls))

asyncio.run(main())
\`\`\`

\`Semaphore\` 把并发限制在 5 个。请根据目标网站的承受能力设置，不要无限制地并发。

## aiohttp：SOCKS5 代理

aiohttp 本身不支持 SOCKS，可以借助 aiohttp-socks：

\`\`\`bash
pip install aiohttp-socks
\`\`\`

\`\`\`python
import asyncio
import aiohttp
from aiohttp_socks import ProxyConnector

async def main() -> None:
    connector = ProxyConnector.from_url(
        "socks5://<username>:<password>@{{gateway.host}}:{{gateway.socks5Port}}", rdns=True
    )
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.get("https://ipinfo.io/json") as resp:
            print(await resp.json())

asyncio.run(main())
\`\`\`

\`rdns=True\` 让域名由代理端解析。

## 常见问题

- **\`ProxyError\` 并提示 407**：用户名或密码错误，或子账户已停用；
- **超时**：把连接超时设为 10 秒左右、读取超时设为 30–60 秒；确认程序运行在中国大陆以外；
- **返回的国家不对**：检查是否使用了“获取代理”页面生成的完整用户名。

更多参数见 [requests 文档](https://requests.readthedocs.io/en/latest/user/advanced/#proxies) 和 [aiohttp 文档](https://docs.aiohttp.org/en/stable/client_advanced.html#proxy-support)。`,
          },
          en: {
            title: "Using our proxies in Python: requests and aiohttp",
            summary:
              "Send requests through our HTTP(S) and SOCKS5 proxies from Python: synchronous requests, concurrent aiohttp, encoding special characters, timeouts and retries.",
            body: `This guide shows how the two most common Python HTTP libraries use a proxy: synchronous requests and asynchronous aiohttp. Replace \`<username>\` and \`<password>\` with the values copied from the Get proxy page; in real projects, read them from environment variables rather than writing them into code.

## requests: HTTP(S) proxy

\`\`\`python
import requests

proxy = "http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}"
proxies = {"http": proxy, "https": proxy}

r = requests.get("https://ipinfo.io/json", proxies=proxies, timeout=30)
print(r.status_code, r.json())
\`\`\`

The keys of the \`proxies\` dictionary are the scheme of the **target** site: the \`"https"\` entry decides which proxy is used for HTTPS sites. The proxy URL itself still starts with \`http://\`, because port {{gateway.httpPort}} on the gateway speaks the HTTP proxy protocol.

## requests: SOCKS5 proxy

Install SOCKS support first:

\`\`\`bash
pip install "requests[socks]"
\`\`\`

\`\`\`python
import requests

proxy = "socks5h://<username>:<password>@{{gateway.host}}:{{gateway.socks5Port}}"
r = requests.get("https://ipinfo.io/json", proxies={"http": proxy, "https": proxy}, timeout=30)
print(r.json())
\`\`\`

\`socks5h\` makes the proxy resolve host names.

## Special characters in the username or password

When credentials go into a URL, characters such as \`@\`, \`:\`, \`/\` and \`#\` must be encoded first:

\`\`\`python
from urllib.parse import quote

user = quote("<username>", safe="")
password = quote("<password>", safe="")
proxy = f"http://{user}:{password}@{{gateway.host}}:{{gateway.httpPort}}"
\`\`\`

## Reusing connections and retrying

For many requests, use a \`Session\` to reuse connections and configure a limited number of retries for temporary errors:

\`\`\`python
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

proxy = "http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}"
s = requests.Session()
s.proxies = {"http": proxy, "https": proxy}
retry = Retry(total=3, backoff_factor=1, status_forcelist=[429, 502, 503, 504])
s.mount("https://", HTTPAdapter(max_retries=retry))

for url in ["https://www.example.com/a", "https://www.example.com/b"]:
    r = s.get(url, timeout=(10, 30))
    print(url, r.status_code)
\`\`\`

Note that a \`Session\` keeps connections open, so in rotating mode requests on the same connection usually leave from the same exit IP. If every request must get a new IP, don't reuse the session.

## aiohttp: concurrent requests

aiohttp supports HTTP proxies natively through the \`proxy\` and \`proxy_auth\` arguments:

\`\`\`python
import asyncio
import aiohttp

PROXY = "http://{{gateway.host}}:{{gateway.httpPort}}"
AUTH = aiohttp.BasicAuth("<username>", "<password>")

async def fetch(session: aiohttp.ClientSession, sem: asyncio.Semaphore, url: str) -> None:
    async with sem:
        async with session.get(url, proxy=PROXY, proxy_auth=AUTH) as resp:
            body = await resp.text()
            print(url, resp.status, len(body))

async def main() -> None:
    urls = [f"https://www.example.com/item/{i}" for i in range(20)]
    sem = asyncio.Semaphore(5)
    timeout = aiohttp.ClientTimeout(total=60, connect=10)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        await asyncio.gather(*(fetch(session, sem, u) for u in urls))

asyncio.run(main())
\`\`\`

The \`Semaphore\` limits concurrency to 5. Set it to what the target site can handle; don't run unlimited concurrent requests.

## aiohttp: SOCKS5 proxy

aiohttp has no SOCKS support of its own; use aiohttp-socks:

\`\`\`bash
pip install aiohttp-socks
\`\`\`

\`\`\`python
import asyncio
import aiohttp
from aiohttp_socks import ProxyConnector

async def main() -> None:
    connector = ProxyConnector.from_url(
        "socks5://<username>:<password>@{{gateway.host}}:{{gateway.socks5Port}}", rdns=True
    )
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.get("https://ipinfo.io/json") as resp:
            print(await resp.json())

asyncio.run(main())
\`\`\`

\`rdns=True\` makes the proxy resolve host names.

## Common problems

- **\`ProxyError\` mentioning 407**: wrong username or password, or the sub-account is disabled.
- **Timeouts**: use a connect timeout of about 10 seconds and a read timeout of 30 to 60 seconds, and make sure the program runs outside mainland China.
- **Wrong country**: check that you are using the full username generated on the Get proxy page.

More options are in the [requests documentation](https://requests.readthedocs.io/en/latest/user/advanced/#proxies) and the [aiohttp documentation](https://docs.aiohttp.org/en/stable/client_advanced.html#proxy-support).`,
          },
        },
      },
      {
        slug: "nodejs-proxy-undici-node-fetch",
        sort: 3,
        translations: {
          "zh-CN": {
            title: "Node.js 使用代理：undici 与 node-fetch",
            summary:
              "在 Node.js 中通过我们的代理发送请求：undici 的 ProxyAgent、node-fetch 搭配 https-proxy-agent 或 socks-proxy-agent，以及用环境变量为内置 fetch 设置代理。",
            body: `Node.js 内置的 \`fetch\` 本身没有“代理”参数，需要借助代理 Agent（或 undici 的 Dispatcher）。下面介绍三种常用方式。示例使用 ES 模块语法（\`.mjs\` 文件或 \`package.json\` 中设置 \`"type": "module"\`），\`<username>\` 和 \`<password>\` 请替换为从“获取代理”页面复制的内容。

## 方式一：undici 的 ProxyAgent（推荐）

undici 是 Node.js 内置 fetch 的底层实现，也可以单独安装使用：

\`\`\`bash
npm install undici
\`\`\`

\`\`\`js
import { ProxyAgent, fetch } from "undici";

const token = "Basic " + Buffer.from("<username>:<password>").toString("base64");
const dispatcher = new ProxyAgent({ uri: "http://{{gateway.host}}:{{gateway.httpPort}}", token });

const res = await fetch("https://ipinfo.io/json", { dispatcher });
console.log(res.status, await res.json());
\`\`\`

- \`uri\` 是代理网关地址，\`token\` 是 \`Proxy-Authorization\` 头的值；
- 建议同时从 undici 包中导入 \`fetch\` 和 \`ProxyAgent\`。把单独安装的 undici 的 Dispatcher 传给 Node 内置的 \`fetch\`，在两者版本差异较大时可能不兼容。

同一个 \`ProxyAgent\` 会复用到网关的连接，适合大量请求。

## 方式二：node-fetch 搭配代理 Agent

已有项目使用 node-fetch 时，可以配合 https-proxy-agent：

\`\`\`bash
npm install node-fetch https-proxy-agent
\`\`\`

\`\`\`js
import fetch from "node-fetch";
import { HttpsProxyAgent } from "https-proxy-agent";

const agent = new HttpsProxyAgent("http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}");
const res = await fetch("https://ipinfo.io/json", { agent });
console.log(await res.json());
\`\`\`

\`HttpsProxyAgent\` 用于访问 HTTPS 网站；如果目标是 \`http://\` 网站，请使用 http-proxy-agent 包中的 \`HttpProxyAgent\`。

### SOCKS5

\`\`\`bash
npm install socks-proxy-agent
\`\`\`

\`\`\`js
import fetch from "node-fetch";
import { SocksProxyAgent } from "socks-proxy-agent";

const agent = new SocksProxyAgent("socks5h://<username>:<password>@{{gateway.host}}:{{gateway.socks5Port}}");
const res = await fetch("https://ipinfo.io/json", { agent });
console.log(await res.json());
\`\`\`

\`socks5h\` 表示由代理端解析域名。

## 方式三：环境变量（内置 fetch）

较新的 Node.js 版本支持在启动时读取代理环境变量，适合不想改代码的场景：

\`\`\`bash
NODE_USE_ENV_PROXY=1 HTTPS_PROXY="http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}" node app.mjs
\`\`\`

这项功能仍在积极开发中，支持的版本和范围请以 [Node.js 官方文档](https://nodejs.org/api/cli.html) 为准。

## 用户名或密码含特殊字符

把凭据写进 URL 时，先用 \`encodeURIComponent\` 编码：

\`\`\`js
const user = encodeURIComponent("<username>");
const pass = encodeURIComponent("<password>");
const proxyUrl = "http://" + user + ":" + pass + "@{{gateway.host}}:{{gateway.httpPort}}";
\`\`\`

使用 undici 的 \`token\` 方式时，Base64 编码前不需要做 URL 编码。

## 超时与并发

- undici 的 fetch 可以传入 \`signal: AbortSignal.timeout(60_000)\` 设置整体超时；
- 控制并发数量，例如每次只处理固定数量的 URL，处理完一批再处理下一批，不要对同一网站同时发起成百上千个请求；
- 需要每个请求都换 IP 时，注意连接复用：同一条连接上的请求通常走同一个出口。

## 常见问题

- **报错 407 或 \`Proxy response (407)\`**：用户名或密码有误，或子账户已停用；
- **\`ECONNREFUSED\` / 超时**：确认程序运行在中国大陆以外，防火墙放行 {{gateway.httpPort}}、{{gateway.socks5Port}} 端口；
- **出口国家不对**：确认使用的是“获取代理”页面生成的完整用户名。

更多 ProxyAgent 选项见 [undici 文档](https://undici.nodejs.org/#/docs/api/ProxyAgent)。`,
          },
          en: {
            title: "Using our proxies in Node.js: undici and node-fetch",
            summary:
              "Send requests through our proxies from Node.js: undici's ProxyAgent, node-fetch with https-proxy-agent or socks-proxy-agent, and environment variables for the built-in fetch.",
            body: `Node.js's built-in \`fetch\` has no proxy option of its own; you need a proxy agent (or an undici dispatcher). Here are three common approaches. The examples use ES module syntax (an \`.mjs\` file, or \`"type": "module"\` in \`package.json\`); replace \`<username>\` and \`<password>\` with the values copied from the Get proxy page.

## Option 1: undici's ProxyAgent (recommended)

undici is the HTTP client underneath Node's built-in fetch, and it can also be installed on its own:

\`\`\`bash
npm install undici
\`\`\`

\`\`\`js
import { ProxyAgent, fetch } from "undici";

const token = "Basic " + Buffer.from("<username>:<password>").toString("base64");
const dispatcher = new ProxyAgent({ uri: "http://{{gateway.host}}:{{gateway.httpPort}}", token });

const res = await fetch("https://ipinfo.io/json", { dispatcher });
console.log(res.status, await res.json());
\`\`\`

- \`uri\` is the proxy gateway address; \`token\` is the value of the \`Proxy-Authorization\` header.
- Import both \`fetch\` and \`ProxyAgent\` from the undici package. Passing a dispatcher from a separately installed undici to Node's built-in \`fetch\` can fail when the two versions differ too much.

One \`ProxyAgent\` reuses its connections to the gateway, which suits large numbers of requests.

## Option 2: node-fetch with a proxy agent

If your project already uses node-fetch, combine it with https-proxy-agent:

\`\`\`bash
npm install node-fetch https-proxy-agent
\`\`\`

\`\`\`js
import fetch from "node-fetch";
import { HttpsProxyAgent } from "https-proxy-agent";

const agent = new HttpsProxyAgent("http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}");
const res = await fetch("https://ipinfo.io/json", { agent });
console.log(await res.json());
\`\`\`

\`HttpsProxyAgent\` is for HTTPS targets; for \`http://\` targets, use \`HttpProxyAgent\` from the http-proxy-agent package.

### SOCKS5

\`\`\`bash
npm install socks-proxy-agent
\`\`\`

\`\`\`js
import fetch from "node-fetch";
import { SocksProxyAgent } from "socks-proxy-agent";

const agent = new SocksProxyAgent("socks5h://<username>:<password>@{{gateway.host}}:{{gateway.socks5Port}}");
const res = await fetch("https://ipinfo.io/json", { agent });
console.log(await res.json());
\`\`\`

\`socks5h\` means the proxy resolves host names.

## Option 3: environment variables (built-in fetch)

Recent Node.js versions can read proxy environment variables at start-up, which helps when you can't change the code:

\`\`\`bash
NODE_USE_ENV_PROXY=1 HTTPS_PROXY="http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}" node app.mjs
\`\`\`

This feature is still under active development; check the [Node.js documentation](https://nodejs.org/api/cli.html) for the versions and APIs it covers.

## Special characters in the username or password

When credentials go into a URL, encode them with \`encodeURIComponent\` first:

\`\`\`js
const user = encodeURIComponent("<username>");
const pass = encodeURIComponent("<password>");
const proxyUrl = "http://" + user + ":" + pass + "@{{gateway.host}}:{{gateway.httpPort}}";
\`\`\`

With undici's \`token\`, no URL encoding is needed before Base64 encoding.

## Timeouts and concurrency

- Pass \`signal: AbortSignal.timeout(60_000)\` to undici's fetch for an overall timeout.
- Limit concurrency, for example by processing URLs in fixed-size batches; don't open hundreds of simultaneous requests to one site.
- If every request needs a new IP, remember connection reuse: requests on the same connection usually leave from the same exit.

## Common problems

- **407 or \`Proxy response (407)\`**: wrong username or password, or the sub-account is disabled.
- **\`ECONNREFUSED\` or timeouts**: make sure the program runs outside mainland China and the firewall allows ports {{gateway.httpPort}} and {{gateway.socks5Port}}.
- **Wrong exit country**: make sure you use the full username generated on the Get proxy page.

More ProxyAgent options are in the [undici documentation](https://undici.nodejs.org/#/docs/api/ProxyAgent).`,
          },
        },
      },
      {
        slug: "selenium-chrome-authenticated-proxy",
        sort: 4,
        translations: {
          "zh-CN": {
            title: "Selenium + Chrome 使用需要认证的代理",
            summary:
              "Chrome 的启动参数无法携带代理用户名和密码。本文如实比较几种可行方案：IP 白名单、自制小扩展、selenium-wire 和 WebDriver BiDi，并说明各自的限制。",
            body: `用 Selenium 驱动 Chrome 时，最常遇到的问题是：\`--proxy-server\` 参数只能指定代理地址，**不能带用户名和密码**。代理要求认证时，Chrome 会弹出登录框，而 WebDriver 无法直接填写这个对话框，页面就一直卡住。

另外，**Chrome 不支持带账密认证的 SOCKS5 代理**，所以在 Chrome 中请使用 HTTP 端口 \`{{gateway.httpPort}}\`。

下面是几种可行的方案，按推荐程度排列。

## 方案一：IP 白名单（最简单、最稳定）

如果运行 Chrome 的机器有固定公网 IP，把它加入用户中心“账密认证”页面的 IP 白名单，就不再需要用户名和密码：

\`\`\`python
from selenium import webdriver
from selenium.webdriver.common.by import By

options = webdriver.ChromeOptions()
options.add_argument("--proxy-server=http://{{gateway.host}}:{{gateway.httpPort}}")

driver = webdriver.Chrome(options=options)
driver.get("https://ipinfo.io/json")
print(driver.find_element(By.TAG_NAME, "body").text)
driver.quit()
\`\`\`

这种方式不依赖任何第三方组件，适用于服务器上长期运行的任务。

## 方案二：用一个小扩展自动应答认证

Chrome 扩展可以监听代理的认证请求并自动提供凭据。新建一个文件夹（例如 \`proxy-auth\`），放入两个文件。

\`manifest.json\`：

\`\`\`json
{
  "manifest_version": 3,
  "name": "Proxy auth helper",
  "version": "1.0",
  "permissions": ["webRequest", "webRequestAuthProvider"],
  "host_permissions": ["*://*/*"],
  "background": { "service_worker": "background.js" }
}
\`\`\`

\`background.js\`：

\`\`\`js
const USERNAME = "<username>";
const PASSWORD = "<password>";

chrome.webRequest.onAuthRequired.addListener(
  (details, callback) => {
    if (details.isProxy) {
      callback({ authCredentials: { username: USERNAME, password: PASSWORD } });
    } else {
      callback({});
    }
  },
  { urls: ["*://*/*"] },
  ["asyncBlocking"]
);
\`\`\`

启动时加载扩展：

\`\`\`python
from selenium import webdriver

options = webdriver.ChromeOptions()
options.binary_location = "/path/to/chrome-for-testing/chrome"
options.add_argument("--proxy-server=http://{{gateway.host}}:{{gateway.httpPort}}")
options.add_argument("--load-extension=/path/to/proxy-auth")

driver = webdriver.Chrome(options=options)
driver.get("https://ipinfo.io/json")
\`\`\`

需要如实说明的限制：

- **从 Chrome 137 开始，正式版 Google Chrome 不再支持 \`--load-extension\` 参数**。请改用 Chrome for Testing 或 Chromium，它们仍然支持。Chrome for Testing 可以用 \`npx @puppeteer/browsers install chrome@stable\` 下载，再用 \`binary_location\` 指向它；
- 凭据以明文保存在扩展文件夹里。建议每次运行时在临时目录生成扩展、结束后删除，不要提交到代码仓库；
- 扩展的 API 说明见 [Chrome 扩展 webRequest 文档](https://developer.chrome.com/docs/extensions/reference/api/webRequest)。

## 方案三：selenium-wire

selenium-wire 在本机启动一个中间代理，由它向我们的网关转发请求并附上认证信息：

\`\`\`python
from seleniumwire import webdriver

upstream = "http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}"
sw_options = {"proxy": {"http": upstream, "https": upstream, "no_proxy": "localhost,127.0.0.1"}}

driver = webdriver.Chrome(seleniumwire_options=sw_options)
driver.get("https://ipinfo.io/json")
\`\`\`

写法简单，但缺点也很明显：

- **该项目已于 2024 年初归档，不再维护**，在新版本 Python 和依赖库上经常需要固定旧版本的依赖才能运行；
- 它的工作方式是“中间人”：用自己的证书解密再重新加密 HTTPS 流量。目标网站看到的 TLS 握手特征来自 selenium-wire，而不是 Chrome，更容易被识别为自动化；
- 额外消耗本机 CPU 和内存。

适合内部测试或临时脚本，不建议用于新项目。

## 方案四：WebDriver BiDi 认证处理

较新的 Selenium 版本通过 WebDriver BiDi 协议提供了网络认证处理功能，可以在脚本中直接响应认证请求，不需要扩展。这部分 API 仍在演进，不同版本的方法名有所变化，使用前请查看 [Selenium BiDi 网络文档](https://www.selenium.dev/documentation/webdriver/bidi/network/)，并在您使用的 Selenium 和 Chrome 版本上实际测试代理认证是否生效。

## 如何选择

| 方案 | 优点 | 限制 |
| --- | --- | --- |
| IP 白名单 | 最简单，无额外组件 | 需要固定公网 IP |
| 自制扩展 | 不改变浏览器的网络特征 | 需用 Chrome for Testing 或 Chromium |
| selenium-wire | 写法简单 | 已停止维护，中间人方式 |
| WebDriver BiDi | 官方协议，无需扩展 | API 仍在变化，需自行验证 |

如果您正在开始一个新项目，也可以考虑 Playwright：它的浏览器启动参数原生支持代理用户名和密码。无论哪种方案，都请确认程序运行在中国大陆以外的网络环境中。`,
          },
          en: {
            title: "Selenium with Chrome and an authenticated proxy",
            summary:
              "Chrome's command-line flags cannot carry a proxy username and password. An honest comparison of the options that work (IP allowlist, a small extension, selenium-wire and WebDriver BiDi) and the limits of each.",
            body: `The most common problem when driving Chrome with Selenium is that the \`--proxy-server\` flag only takes the proxy address: **it cannot include a username and password**. When the proxy asks for authentication, Chrome opens a sign-in dialog that WebDriver cannot fill in, and the page just hangs.

Also, **Chrome does not support SOCKS5 proxies with username and password authentication**, so use the HTTP port \`{{gateway.httpPort}}\` with Chrome.

Here are the options that work, roughly in order of preference.

## Option 1: IP allowlist (simplest and most robust)

If the machine running Chrome has a fixed public IP, add it to the IP allowlist on the Sub-accounts page of the user centre, and no username or password is needed:

\`\`\`python
from selenium import webdriver
from selenium.webdriver.common.by import By

options = webdriver.ChromeOptions()
options.add_argument("--proxy-server=http://{{gateway.host}}:{{gateway.httpPort}}")

driver = webdriver.Chrome(options=options)
driver.get("https://ipinfo.io/json")
print(driver.find_element(By.TAG_NAME, "body").text)
driver.quit()
\`\`\`

This depends on no third-party components and suits long-running jobs on servers.

## Option 2: a small extension that answers the challenge

A Chrome extension can listen for the proxy's authentication challenge and supply the credentials. Create a folder, for example \`proxy-auth\`, with two files.

\`manifest.json\`:

\`\`\`json
{
  "manifest_version": 3,
  "name": "Proxy auth helper",
  "version": "1.0",
  "permissions": ["webRequest", "webRequestAuthProvider"],
  "host_permissions": ["*://*/*"],
  "background": { "service_worker": "background.js" }
}
\`\`\`

\`background.js\`:

\`\`\`js
const USERNAME = "<username>";
const PASSWORD = "<password>";

chrome.webRequest.onAuthRequired.addListener(
  (details, callback) => {
    if (details.isProxy) {
      callback({ authCredentials: { username: USERNAME, password: PASSWORD } });
    } else {
      callback({});
    }
  },
  { urls: ["*://*/*"] },
  ["asyncBlocking"]
);
\`\`\`

Load the extension at start-up:

\`\`\`python
from selenium import webdriver

options = webdriver.ChromeOptions()
options.binary_location = "/path/to/chrome-for-testing/chrome"
options.add_argument("--proxy-server=http://{{gateway.host}}:{{gateway.httpPort}}")
options.add_argument("--load-extension=/path/to/proxy-auth")

driver = webdriver.Chrome(options=options)
driver.get("https://ipinfo.io/json")
\`\`\`

The limits, honestly:

- **Since Chrome 137, branded Google Chrome ignores the \`--load-extension\` flag.** Use Chrome for Testing or Chromium, which still support it. You can download Chrome for Testing with \`npx @puppeteer/browsers install chrome@stable\` and point \`binary_location\` at it.
- The credentials sit in plain text in the extension folder. Generate the extension in a temporary directory for each run and delete it afterwards; never commit it to a repository.
- The API is described in the [Chrome extensions webRequest documentation](https://developer.chrome.com/docs/extensions/reference/api/webRequest).

## Option 3: selenium-wire

selenium-wire starts a local intermediate proxy that forwards requests to our gateway and adds the credentials:

\`\`\`python
from seleniumwire import webdriver

upstream = "http://<username>:<password>@{{gateway.host}}:{{gateway.httpPort}}"
sw_options = {"proxy": {"http": upstream, "https": upstream, "no_proxy": "localhost,127.0.0.1"}}

driver = webdriver.Chrome(seleniumwire_options=sw_options)
driver.get("https://ipinfo.io/json")
\`\`\`

It is simple to write, but the drawbacks are real:

- **The project was archived in early 2024 and is no longer maintained.** On newer Python versions and libraries, you often have to pin old dependency versions to make it run.
- It works as a man in the middle, decrypting and re-encrypting HTTPS traffic with its own certificate. Websites see selenium-wire's TLS handshake rather than Chrome's, which makes automation easier to spot.
- It uses extra CPU and memory on your machine.

Fine for internal tests or one-off scripts; not recommended for new projects.

## Option 4: WebDriver BiDi authentication handlers

Recent Selenium releases offer network authentication handlers through the WebDriver BiDi protocol, which answer authentication challenges from your script without an extension. This API is still evolving and method names have changed between releases, so check the [Selenium BiDi network documentation](https://www.selenium.dev/documentation/webdriver/bidi/network/) and test that proxy authentication works with your versions of Selenium and Chrome.

## Which to choose

| Option | Advantages | Limits |
| --- | --- | --- |
| IP allowlist | Simplest, nothing extra to install | Needs a fixed public IP |
| Small extension | Doesn't change the browser's network behaviour | Needs Chrome for Testing or Chromium |
| selenium-wire | Easy to write | Unmaintained, man in the middle |
| WebDriver BiDi | Standard protocol, no extension | API still changing; verify yourself |

If you are starting a new project, consider Playwright, whose browser launch options support a proxy username and password natively. Whatever you choose, make sure the program runs on a network outside mainland China.`,
          },
        },
      },
    ],
  },
  {
    slug: "account-and-billing",
    sort: 4,
    names: { "zh-CN": "账户与计费", en: "Account and billing" },
    articles: [
      {
        slug: "buy-and-pay",
        sort: 1,
        translations: {
          "zh-CN": {
            title: "购买与支付：支付宝、微信支付与手续费",
            summary:
              "如何购买动态流量套餐和静态 IP、订单页上各项金额的含义、用支付宝或微信支付付款，以及付款后未到账、发票等常见问题。",
            body: `## 购买前须知

- 所有价格以人民币计，以下单时页面显示的价格为准；
- **购买不需要先完成实名认证**，但使用代理前必须认证通过。认证前购买的流量和 IP 会保留在账户中；
- 我们的服务仅供在中国大陆以外的网络环境中使用，请在购买前确认您的使用环境符合要求。

## 购买动态住宅流量

1. 在网站的“购买”页面或用户中心的“购买”中选择动态住宅代理；
2. 选择流量套餐。页面会显示套餐包含的流量，以及赠送流量（如有）；
3. 点击购买，进入订单页。

动态流量按实际使用量扣减，上行和下行合并计算，1 GB = 1,024 MB。除非购买时页面注明了有效期，购买的流量会一直保留到用完为止。

## 购买静态 IP

1. 在用户中心的“购买”中选择静态产品：静态住宅、静态原生、中国静态 ISP 或独享数据中心；
2. 选择国家或地区（可选范围以页面显示的库存为准）；
3. 选择 IP 数量和时长：30、60、90、180 或 365 天；
4. 点击购买，进入订单页。

静态 IP 的有效期从分配给您时开始计算，而不是从首次使用时开始。

## 看懂订单页

付款前，订单页会列出：

| 项目 | 含义 |
| --- | --- |
| 订单明细 | 购买的产品、数量、流量或时长 |
| 费用 | 产品本身的价格 |
| 手续费 | 支付渠道产生的费用（如有） |
| 合计 | 您实际需要支付的金额 |

**手续费会在付款前明确显示**，您实际支付的金额就是“合计”一栏的数字。

## 选择支付方式并付款

订单页支持两种支付方式：

- **支付宝**：在电脑上会显示支付二维码，用支付宝扫码付款；
- **微信支付**：显示微信支付二维码，用微信扫码付款。

在手机上下单时，会进入对应的移动端支付流程，按提示完成即可。

付款后请留在页面上稍候，支付结果确认后页面会自动跳转。订单需在页面显示的时限内完成支付，超时未付款的订单会自动关闭，需要重新下单。

## 对公转账

流量订单和静态 IP 订单也可以通过银行转账（对公转账）付款，适合需要走公司账户的用户：

1. 在订单页点击“使用对公转账”，页面会显示收款户名、开户行、账号和一个 8 位**识别码**；
2. 按订单金额足额转账，并在转账附言中填写识别码；
3. 订单为您保留 **7 天**；财务核对到账（一般为一个工作日内），经两位工作人员确认后订单自动开通，并通过站内信通知您。

转账金额与订单金额不一致时不会自动入账，我们会联系您退回或补足差额。

## 付款之后

- 支付机构确认收款后，订单即告成立；
- **动态流量**会加入您的账户，**静态 IP** 会完成分配，通常在几分钟内完成；
- 在用户中心的“订单列表”中可以查看订单状态和支付时间；
- 静态 IP 的连接信息（主机、端口、账号、密码）在“IP 管理”中查看。

## 常见问题

**已经扣款，但订单仍显示未支付**

请先刷新订单列表。如果几分钟后仍未更新，请联系客服并提供订单号。我们会与支付机构核实，核实后要么完成订单，要么退回款项。

**可以开发票吗？**

已支付的订单需要发票时，请联系客服办理。

**付款时提示失败**

检查支付宝或微信的余额、银行卡限额，或换一种支付方式重新下单。

**可以退款吗？**

退款按服务条款中的退款规则处理，例如：动态流量在付款后 7 日内、使用量不超过 10% 时可申请退还未使用部分；静态 IP 分配后不支持退款。详细规则以服务条款为准。

退款默认原路退回支付宝或微信；也可以与客服约定退到账户余额，审核通过后即时到账，可在用户中心“账户余额”页的余额明细里看到这笔退款。用余额支付的部分始终退回余额。

我们不会接收或保存您的银行卡号、支付密码等信息，付款在支付宝或微信支付中完成。`,
          },
          en: {
            title: "Buying and paying: Alipay, WeChat Pay and handling fees",
            summary:
              "How to buy dynamic traffic packages and static IPs, what the amounts on the order page mean, paying with Alipay or WeChat Pay, and what to do about unconfirmed payments and invoices.",
            body: `## Before you buy

- All prices are in Chinese yuan (CNY); the price shown when you place the order applies.
- **You can buy before completing real-name verification**, but you must be verified before using any proxy. Traffic and IPs bought before verification stay in your account.
- Our service is only for use from network environments outside mainland China; make sure yours qualifies before buying.

## Buying dynamic residential traffic

1. Choose dynamic residential proxies on the website's purchase page or under Buy in the user centre.
2. Choose a traffic package. The page shows the traffic included and any bonus traffic.
3. Click Buy to go to the order page.

Dynamic traffic is deducted as you use it, upload and download combined, with 1 GB = 1,024 MB. Unless the page states a validity period when you buy, purchased traffic stays in your account until it is used up.

## Buying static IPs

1. Under Buy in the user centre, choose a static product: static residential, static native, China static ISP or dedicated data-centre.
2. Choose the country or region (the choice depends on the stock shown).
3. Choose the number of IPs and the duration: 30, 60, 90, 180 or 365 days.
4. Click Buy to go to the order page.

A static IP's duration starts when it is allocated to you, not when you first use it.

## Reading the order page

Before you pay, the order page lists:

| Item | Meaning |
| --- | --- |
| Order detail | The product, quantity, traffic or duration |
| Fee | The price of the product |
| Handling fee | Any fee charged for the payment channel |
| Total | The amount you actually pay |

**Any handling fee is shown before you pay**, and the amount you pay is the total shown.

## Choosing a payment method and paying

The order page offers two payment methods:

- **Alipay**: on a computer a QR code is shown; scan it with Alipay to pay.
- **WeChat Pay**: a WeChat Pay QR code is shown; scan it with WeChat to pay.

If you order on a phone, you are taken to the matching mobile payment flow; follow the prompts.

After paying, stay on the page for a moment; it moves on automatically once the payment is confirmed. Orders must be paid within the time shown on the order page. Unpaid orders are closed automatically and you need to order again.

## Bank transfer

Traffic and static IP orders can also be paid by bank transfer, for example from a company account:

1. On the order page choose "Pay by bank transfer". The page shows our account name, bank, account number and an 8-character **reference**.
2. Transfer exactly the order amount and write the reference in the transfer remarks.
3. The order is kept for **7 days**. Once finance has matched the money (usually within one working day) and two staff members have confirmed it, the order is delivered and you get a message in the message centre.

A transfer of a different amount is not credited automatically; we contact you to refund it or to pay the difference.

## After payment

- The order is confirmed when the payment provider confirms the payment.
- **Dynamic traffic** is added to your account and **static IPs** are allocated, normally within a few minutes.
- The Order List in the user centre shows each order's status and payment time.
- Connection details for static IPs (host, port, account and password) are in IP management.

## Common questions

**I was charged but the order still shows as unpaid**

Refresh the order list first. If nothing changes after a few minutes, contact customer service with the order number. We will check with the payment provider and either complete the order or return the payment.

**Can I get an invoice?**

For an invoice (fapiao) for a paid order, contact customer service.

**The payment failed**

Check your Alipay or WeChat balance and bank card limits, or place the order again with the other payment method.

**Can I get a refund?**

Refunds follow the refund rules in the Terms of Service. For example, dynamic traffic can be refunded for the unused part within 7 days of payment if no more than 10% has been used, while static IPs cannot be refunded once allocated. The Terms of Service give the full rules.

A refund goes back to the Alipay or WeChat Pay account you paid with, or, if you agree it with customer service, to your account balance: it is there as soon as it is approved and shows in the history on the Balance page of your user centre. Whatever you paid from the balance always goes back to the balance.

We never receive or store your bank card numbers or payment passwords; payment takes place within Alipay or WeChat Pay.`,
          },
        },
      },
      {
        slug: "renew-static-ips",
        sort: 2,
        translations: {
          "zh-CN": {
            title: "静态 IP 到期前续费",
            summary:
              "如何查看静态 IP 的剩余时间、单个或多个一起续费、用余额自动续费、到期后会发生什么，以及 IP 故障时如何申请更换。",
            body: `静态住宅、静态原生、中国静态 ISP 和独享数据中心 IP 都按时长计费。时长从 IP 分配给您时开始计算，无论是否使用都会持续计时。要不间断地使用同一个 IP，**请在到期前续费**，或为它开启余额自动续费。

## 到期后会发生什么

IP 到期时即停止工作，但会为您保留 3 天：这 3 天内仍可在“IP 管理”中续费同一个 IP，续费时长从付款时起重新计算，连接信息不变。保留期过后仍未续费的 IP 会被释放，之后可能分配给其他客户，**我们无法保证您能拿回同一个 IP**。对于绑定了店铺、广告账户或其他长期账号的 IP，这意味着需要更换 IP，平台也可能要求重新验证。所以请务必提前续费。

## 查看剩余时间

在用户中心的“IP 管理”（或静态代理列表）中，每个 IP 都会显示：

| 显示 | 含义 |
| --- | --- |
| X 天 X 小时 X 分 X 秒 | 剩余时间 |
| 今日到期 | 今天内到期，请立即续费 |
| 已过期 | 已经到期、停止工作；到期后 3 天内仍可续费 |

列表中还可以看到购买时间和到期时间。

## 续费步骤

### 单个 IP

1. 打开“IP 管理”，找到需要续费的 IP；
2. 点击“续费”；
3. 选择续费时长：30、60、90、180 或 365 天；
4. 确认订单页上的费用、手续费和合计金额，选择支付宝或微信支付付款；
5. 付款成功后，回到列表检查新的到期时间。

### 多个 IP 一起续费

1. 在“IP 管理”中勾选多个 IP；
2. 点击“续费所选”；
3. 选择统一的续费时长，确认订单后付款。

一次付款即可把所选 IP 全部续上，续费时长叠加在每个 IP 各自的到期时间上，适合同一批购买、同时到期的 IP。

### 自动续费

在“IP 管理”中打开某个 IP 的“自动续费”开关后，到期前会先通知您，到期前最后 24 小时内从账户余额扣款续费 30 天；余额不足时不扣款，并通知您手动续费。每条通知都会同时出现在用户中心的“站内信”里。详细规则见[账户余额、静态 IP 自动续费与余额流量提醒](/help-center/account-balance-and-auto-renew)。

## 续费建议

- **提前 3–5 天续费**，给付款和确认留出余量，避免最后一刻出问题；
- 在用户中心的“余额与流量提醒”中设置静态 IP 到期提醒，或为长期使用的 IP 开启自动续费；
- 长期使用的 IP 可以选择较长的续费时长，减少续费次数；
- 续费时出现“续费失败”提示，请稍后重试；多次失败时请联系客服，并提供 IP 和订单号。

## IP 出现故障怎么办

如果静态 IP 因我们的原因无法使用，请联系客服报告。我们会尽可能在收到报告后 24 小时内恢复该 IP，或更换为同类型、同地区的 IP，并按不可用的时长顺延有效期。既无法恢复也无法更换时，会按剩余时长比例退款。

部分产品支持在用户中心直接更换地区：在 IP 管理中选择更换，再选择新的地区。如果提示“没有可更换的地区”，说明当前没有可用库存，请稍后再试或联系客服。

更换 IP 之后，记得在指纹浏览器或程序中更新主机、端口、账号和密码。

## 常见问题

**续费后 IP 会变吗？**

不会。到期前续费，IP 和连接信息保持不变。

**已经过期了还能续费吗？**

可以，但只能在到期后 3 天内：在“IP 管理”中照常续费，续费时长从付款时起计算。超过 3 天，IP 已被释放，只能重新购买新的 IP。

**续费后连接信息需要修改吗？**

不需要。主机、端口、账号和密码都不变。

**中国静态 ISP IP 也一样吗？**

是的，续费方式相同。请注意，使用任何静态 IP 时，您的设备都需要位于中国大陆以外。`,
          },
          en: {
            title: "Renewing static IPs before they expire",
            summary:
              "How to check a static IP's remaining time, renew one IP or many, renew automatically from your balance, what happens at expiry, and how to ask for a replacement when an IP fails.",
            body: `Static residential, static native, China static ISP and dedicated data-centre IPs are billed by duration. The duration starts when the IP is allocated to you and runs whether or not you use it. To keep using the same IP without a break, **renew it before it expires**, or turn on auto-renewal from your balance.

## What happens at expiry

An IP stops working when it expires, but it is kept for you for 3 days: during those 3 days you can still renew the same IP in IP management, with the renewal counted from the time you pay and the connection details unchanged. An IP still not renewed after that is released and may then be allocated to another customer, **and we cannot guarantee that you will get the same IP back**. For an IP tied to a store, an ad account or another long-lived account, that means changing IP, and the platform may ask you to verify again. So renew in good time.

## Checking the remaining time

In IP management (the static proxy list) in the user centre, each IP shows:

| Display | Meaning |
| --- | --- |
| X days X hours X minutes X seconds | Time remaining |
| Expiring today | Expires today; renew now |
| Expired | Expired and stopped working; still renewable for 3 days after expiry |

The list also shows the purchase time and expiry time.

## Renewing

### One IP

1. Open IP management and find the IP.
2. Click Renew.
3. Choose the renewal duration: 30, 60, 90, 180 or 365 days.
4. Check the fee, any handling fee and the total on the order page, then pay with Alipay or WeChat Pay.
5. After payment, check the new expiry time in the list.

### Several IPs

1. Tick several IPs in IP management.
2. Click **Renew selected**.
3. Choose one duration for all of them, confirm the order and pay.

One payment renews all the selected IPs, each from its own expiry time. This suits IPs bought together that expire together.

### Auto-renewal

Turn on an IP's **Auto-renew** switch in IP management: you are told before it expires, and in the last 24 hours before the expiry it is renewed for 30 days from your account balance. If the balance is too low, nothing is charged and you are told to renew by hand. Every notice also appears under **Messages** in the user centre. The full rules are in [Account balance, static IP auto-renewal and alerts](/en/help-center/account-balance-and-auto-renew).

## Tips

- **Renew 3 to 5 days early** to leave room for payment and confirmation.
- Set a static IP expiry alert under Alerts in the user centre, or turn on auto-renewal for IPs you keep for a long time.
- For IPs you will use for a long time, choose a longer renewal period so you renew less often.
- If you see "Renewal failed", try again a little later; if it keeps failing, contact customer service with the IP and order number.

## If an IP stops working

If a static IP stops working for reasons on our side, report it to customer service. Where possible, we restore it or replace it with an IP of the same type and location within 24 hours of your report, and extend its duration by the time it was unavailable. If we can neither restore nor replace it, we refund the remaining duration pro rata.

Some products let you change the region yourself in the user centre: choose to replace the IP in IP management and pick a new region. If you are told that no regions are available for replacement, there is no stock at the moment; try later or contact customer service.

After a replacement, remember to update the host, port, account and password in your fingerprint browser or program.

## Common questions

**Does the IP change when I renew?**

No. Renewed before expiry, the IP and its connection details stay the same.

**Can I renew after expiry?**

Yes, within 3 days of the expiry: renew it in IP management as usual, and the renewal counts from the time you pay. After 3 days the IP is released and you need to buy a new one.

**Do I need to change the connection details after renewing?**

No. Host, port, account and password stay the same.

**Does this apply to China static ISP IPs?**

Yes, renewal works the same way. Remember that whichever static IP you use, your device must be outside mainland China.`,
          },
        },
      },
      {
        slug: "traffic-usage-and-deduction-records",
        sort: 3,
        translations: {
          "zh-CN": {
            title: "流量用量与每小时扣费记录",
            summary:
              "动态流量如何计算和扣减、在哪里查看剩余流量和每小时扣费记录、为什么统计时间是 UTC+0，以及如何用子账户上限控制用量。",
            body: `## 流量如何计算

- **上行和下行合并计算**：您发出的请求和收到的响应都计入流量；
- **单位换算**：1 GB = 1,024 MB；
- **边用边扣**：流量在使用时从您账户的剩余流量中扣减；
- **连接失败不计费**：因我们的代理未能建立连接而失败的请求，不消耗流量；
- **实际传输的数据照常计费**：目标网站返回的错误页、拦截页，只要数据已经传输，就会计入流量。

静态 IP 按时长计费，不按流量计费（产品页另有说明的除外）。

## 在哪里查看

### 仪表盘

用户中心的“仪表盘”显示：

- **剩余流量**：当前可用的动态流量余额；
- **累计充值**：历史购买的流量总量；
- **累计消耗**：历史已使用的流量总量。

### 每小时扣费记录

扣费记录按小时汇总每个子账户使用的流量。您可以按日期范围和子账户筛选，查看每个小时消耗了多少流量。

用它可以：

- 找出用量最大的项目或子账户；
- 发现在任务不运行的时段仍有消耗的异常情况；
- 用实际数据校正您对项目流量的估算。

## 统计时间是 UTC+0

**用户中心的所有统计都使用 UTC+0（协调世界时）**，而不是北京时间。换算关系：

| UTC+0 | 北京时间（UTC+8） |
| --- | --- |
| 00:00 | 08:00 |
| 08:00 | 16:00 |
| 16:00 | 次日 00:00 |
| 23:00 | 次日 07:00 |

也就是说，统计中的“某一天”对应北京时间当天 08:00 到次日 08:00。核对用量时，请把您自己系统里的日志也换算到 UTC+0 再比较，否则会出现“对不上一天”的情况。

在 Linux 或 macOS 上，可以这样查看当前的 UTC 时间：

\`\`\`bash
date -u
\`\`\`

## 用子账户控制用量

在“账密认证”页面可以为每个子账户设置流量上限。建议：

- 为每个项目单独建子账户并设置上限，防止程序出错（例如无限重试）把余额耗尽；
- 给测试用的子账户设置较小的上限；
- 子账户达到上限后会停止工作，其他子账户不受影响。需要继续使用时，调高上限即可。

## 流量不足时

余额用尽后，动态代理会停止工作，用户中心会提示“您的流量不足，请及时充值”。充值后即可恢复使用，无需修改任何连接信息。

建议在余额还剩一定比例时就续购，避免长期任务在半夜中断。

## 用量和预期不符怎么办

1. **先对时区**：确认比较的是同一 UTC 时间段；
2. **按子账户拆分**：看是哪个子账户的用量超出预期；
3. **检查拦截率**：被大量拦截的任务会把流量花在拦截页上；
4. **检查重试逻辑**：有没有出现错误后无限重试；
5. **检查是否加载了不必要的资源**：使用无头浏览器时，图片、视频和字体往往占了大部分流量；
6. **检查凭据是否泄露**：在任务不运行的时段仍有消耗时，立即停用该子账户并修改密码。

如果排查后仍有疑问，请联系客服，并提供子账户名称和具体的时间段（注明 UTC）。`,
          },
          en: {
            title: "Traffic usage and hourly deduction records",
            summary:
              "How dynamic traffic is counted and deducted, where to see your remaining traffic and hourly deduction records, why statistics use UTC+0, and how sub-account limits keep usage under control.",
            body: `## How traffic is counted

- **Upload and download together**: both the requests you send and the responses you receive count.
- **Units**: 1 GB = 1,024 MB.
- **Deducted as you go**: traffic is taken from what is left on your account as you use it.
- **Failed connections are free**: requests that fail because our proxy could not establish a connection consume no traffic.
- **Data actually transferred is billed**: error pages and block pages returned by the destination count once the data has been transferred.

Static IPs are billed by duration, not by traffic, unless the product page says otherwise.

## Where to look

### Dashboard

The Dashboard in the user centre shows:

- **Remaining traffic**: the dynamic traffic you can still use.
- **Total recharge**: all the traffic you have bought.
- **Total consumption**: all the traffic you have used.

### Hourly deduction records

Deduction records sum up, hour by hour, the traffic each sub-account used. Filter by date range and sub-account to see how much was used in each hour.

Use them to:

- find the projects or sub-accounts that use the most;
- spot usage at hours when your jobs are not running;
- correct your estimate of a project's traffic with real figures.

## Statistics use UTC+0

**All statistics in the user centre use UTC+0 (Coordinated Universal Time)**, not Beijing time. Converting:

| UTC+0 | Beijing time (UTC+8) |
| --- | --- |
| 00:00 | 08:00 |
| 08:00 | 16:00 |
| 16:00 | 00:00 the next day |
| 23:00 | 07:00 the next day |

A "day" in the statistics therefore runs from 08:00 Beijing time to 08:00 the next day. When you reconcile usage, convert the logs from your own systems to UTC+0 first, or the days will not line up.

On Linux or macOS, this shows the current UTC time:

\`\`\`bash
date -u
\`\`\`

## Controlling usage with sub-accounts

On the Sub-accounts page you can set a traffic limit for each sub-account. We suggest:

- a separate sub-account with a limit for each project, so a bug such as endless retries cannot drain your balance;
- a small limit for sub-accounts used for testing;
- knowing that a sub-account stops working when it reaches its limit while other sub-accounts carry on; raise the limit to continue.

## When traffic runs out

When your balance is used up, dynamic proxies stop working and the user centre tells you that your traffic is insufficient and asks you to recharge. After recharging they work again, with no change to your connection details.

Top up before the balance gets low so long-running jobs are not interrupted in the middle of the night.

## When usage is not what you expected

1. **Align time zones**: make sure you compare the same UTC period.
2. **Split by sub-account**: find which sub-account used more than expected.
3. **Check the block rate**: a heavily blocked job spends traffic on block pages.
4. **Check retry logic**: look for endless retries after errors.
5. **Check for unnecessary resources**: with headless browsers, images, video and fonts are often most of the traffic.
6. **Check for leaked credentials**: if a sub-account uses traffic while your jobs are idle, disable it and change its password at once.

If questions remain, contact customer service with the sub-account name and the exact time period (in UTC).`,
          },
        },
      },
      {
        slug: "webhooks-event-notifications",
        sort: 4,
        translations: {
          "zh-CN": {
            title: "用 Webhook 接收订单、流量和 IP 到期通知",
            summary:
              "在用户中心登记 HTTPS 回调地址，订单支付、退款到账、流量不足、静态 IP 到期等事件发生时，我们会向您的服务器推送带签名的 JSON。",
            body: `## Webhook 能做什么

登记一个回调地址后，下列事件发生时，我们会立即向它发送一个 POST 请求，您的系统无需轮询接口：

- **order.paid**：订单支付成功；
- **refund.succeeded**：退款已完成（原路退回或退到账户余额）；
- **traffic.low / traffic.exhausted**：剩余流量不足 / 已用完；
- **subaccount.limit_reached**：子账户达到流量上限；
- **ip.expiring / ip.expired / ip.renewed**：静态 IP 即将到期、已到期、已续费；
- **balance.low**：账户余额低于提醒值。

## 如何添加

1. 进入用户中心 → **Webhook**；
2. 填写以 \`https://\` 开头的回调地址，勾选要接收的事件，点击“添加”；
3. 弹窗里的**签名密钥只显示这一次**，请立即复制保存；
4. 点击“发送测试事件”，在“投递记录”里确认您的服务返回了 2xx。

出于安全考虑，指向内网、本机或保留网段的地址无法添加；每次投递前还会重新解析域名并再次检查。

## 请求内容与签名

请求体是 JSON，包含 \`event_id\`（事件编号，重试时不变，请用它去重）、\`type\`、\`occurred_at\`（UTC 时间）和 \`data\`。请求头 \`Webhook-Signature\` 是用签名密钥对“\`Webhook-Timestamp\` 的值 + 英文句点 + 原始请求体”计算的 HMAC-SHA256，格式为 \`v1=\` 加十六进制摘要。收到后请先验签，再处理业务；时间戳与当前时间相差超过 5 分钟的请求请直接拒绝。API 文档的“Webhook 事件”一节有 openssl 和 Node.js 的验签示例，以及每个事件的示例数据。

## 提醒线在哪里设置

**balance.low**、**ip.expiring** 以及按您自己提醒线发出的 **traffic.low**，需要先在用户中心 → **余额与流量提醒** 里设置提醒线（如余额低于 50 元、剩余流量低于 5 GB 或已购流量的 10%、静态 IP 到期前 7/3/1 天），并勾选“Webhook”作为提醒方式；同一页面也可以选择邮件或短信。每条提醒在数值跌破提醒线时只发一次，回升到提醒线以上后才会再次提醒。

## 失败重试

您的服务在 10 秒内返回 2xx 即视为送达。否则我们会在 30 秒后重试，之后每次间隔翻倍（最长 2 小时），持续到事件发生满 24 小时为止。投递记录里可以看到每次的响应状态码；排除故障后，可以对任意一条记录点击“重新发送”。

停用的回调地址不会再收到任何事件，重新启用后只接收之后发生的事件。`,
          },
          en: {
            title: "Receive order, traffic and IP expiry notices with webhooks",
            summary:
              "Register an HTTPS endpoint in the user centre and we push signed JSON to your server when an order is paid, a refund lands, traffic runs low or a static IP is about to expire.",
            body: `## What webhooks do

Once you register an endpoint, we POST to it as soon as one of these events happens, so your systems need not poll the API:

- **order.paid**: an order was paid;
- **refund.succeeded**: a refund was paid, back to the original payment method or to the account balance;
- **traffic.low / traffic.exhausted**: remaining traffic is low / used up;
- **subaccount.limit_reached**: a sub-account reached its traffic cap;
- **ip.expiring / ip.expired / ip.renewed**: a static IP is about to expire, has expired, was renewed;
- **balance.low**: your balance fell below your alert level.

## Adding an endpoint

1. Open the user centre → **Webhooks**;
2. Enter a URL starting with \`https://\`, tick the events you want and click "Add endpoint";
3. The **signing secret is shown only once** in the dialog: copy it and keep it safe;
4. Click "Send test event" and check in the delivery log that your server answered 2xx.

For safety, addresses in private, loopback or reserved ranges cannot be added, and the host name is resolved and checked again before every delivery.

## What we send, and the signature

The body is JSON with \`event_id\` (the same on every retry: de-duplicate on it), \`type\`, \`occurred_at\` (UTC) and \`data\`. The \`Webhook-Signature\` header is an HMAC-SHA256 with your signing secret over the \`Webhook-Timestamp\` value, a full stop and the raw body, written as \`v1=\` followed by the hex digest. Verify it before acting on the event, and refuse timestamps more than 5 minutes from now. The "Webhook events" section of the API reference has openssl and Node.js examples and example data for every event.

## Where the alert levels are set

**balance.low**, **ip.expiring** and **traffic.low** at your own level are sent once you set the level in the user centre → **Alerts** (for example a balance below ¥50, traffic below 5 GB or 10 % of what you bought, a static IP 7, 3 or 1 days before it expires) and tick "Webhook" as a way to be told; the same page offers e-mail and SMS. Each alert is sent once when the value drops below your level, and again only after it has been back above.

## Retries

A 2xx answer within 10 seconds counts as delivered. Otherwise we try again after 30 seconds, doubling the wait each time (up to 2 hours apart), until 24 hours after the event. The delivery log shows the status code of every attempt; once you have fixed the problem you can click "Send again" on any entry.

A disabled endpoint receives nothing; when you enable it again it receives events from then on.`,
          },
        },
      },
      {
        slug: "support-tickets",
        sort: 5,
        translations: {
          "zh-CN": {
            title: "提交工单：让客服帮您排查问题",
            summary:
              "在用户中心提交工单，附上截图、日志或 HAR 文件，客服回复后我们会通过邮件或短信提醒您，问题解决后可以自己关闭工单。",
            body: `## 什么时候提交工单

账单有疑问、代理连不上、实名认证卡住，或者其他需要人工处理的事情，都可以提交工单。和发邮件相比，工单把来往的每一条消息和附件都记录在一处，换一位客服接手也不用从头说起。

## 如何提交

1. 进入用户中心 → **工单**，点击“提交工单”；也可以点击页面右下角的客服按钮，再点“提交工单”；
2. 填写标题，选择问题类型：**账单与支付**、**代理与连接**、**实名认证**或**其他问题**；
3. 如果问题和某笔订单有关，请填写订单号，我们只接受您本人账户下的订单；
4. 写清楚问题：什么时候开始出现、用的是哪个网关端口和子账户、目标网站是什么、报错原文是什么；
5. 需要的话添加附件，然后点击“提交工单”。

## 附件

每条消息最多 3 个附件，每个不超过 5 MiB。支持 PNG、JPEG、WebP 截图，纯文本日志（例如 curl 的 \`-v\` 输出），以及浏览器导出的 HAR 或其他 JSON 文件。我们按文件内容判断类型，改扩展名无法绕过。附件私密保存，只有您本人和客服能够下载，不会生成公开链接。HAR 文件可能包含 Cookie 和登录凭据，上传前请删除与问题无关的请求。

## 回复与提醒

客服回复后，工单状态会变成“待您回复”，我们会按您注册时使用的联系方式发送邮件或短信提醒。回到工单页面就能看到回复；您再回复一条，工单会回到“处理中”。客服首次回复的时限按工作时间计算（周一至周五 09:00–18:00，北京时间），节假日提交的工单会在下一个工作日处理。

## 关闭与重新打开

问题解决后，请点击“标记为已解决”。如果之后问题再次出现，可以在同一张工单里点击“重新打开”或直接回复，历史记录都会保留，不必重新描述。

## 其他联系方式

客服按钮里的工作时间和客服邮箱仍然有效；紧急情况可以同时发邮件，但请在邮件里写上工单编号，方便我们对应处理。`,
          },
          en: {
            title: "Open a support ticket and get help from our team",
            summary:
              "Open a ticket in the user centre, attach screenshots, logs or a HAR file, and we tell you by e-mail or SMS when support replies; resolve it yourself once it is fixed.",
            body: `## When to open a ticket

Open a ticket for anything a person needs to look at: a question about a bill, a proxy that will not connect, an identity verification that seems stuck, or something else. Unlike an e-mail thread, a ticket keeps every message and attachment in one place, so whoever picks it up on our side sees the whole story.

## Opening one

1. Go to the user centre → **Support tickets** and click "Open a ticket"; the support button at the bottom right of every user-centre page has the same link;
2. Write a short subject and choose a category: **Billing and payments**, **Proxies and connections**, **Identity verification** or **Something else**;
3. If the question is about an order, paste its order number; only orders on your own account are accepted;
4. Describe the problem: when it started, which gateway port and sub-account you use, which target site, and the exact error text;
5. Add attachments if they help, then click "Submit ticket".

## Attachments

Each message takes up to 3 files of at most 5 MiB each: PNG, JPEG or WebP screenshots, plain-text logs (the output of \`curl -v\`, for example), and HAR or other JSON exports from your browser. We check what a file really is from its content, so renaming it does not change how it is treated. Attachments are stored privately: only you and our support staff can download them, and there is never a public link. A HAR file can contain cookies and login tokens, so remove requests that have nothing to do with the problem before you upload it.

## Replies and notices

When support replies, the ticket shows "Waiting for you" and we send you an e-mail or SMS on the contact you signed up with. Open the ticket to read the answer; when you reply, it goes back to "Open". Our first reply is due within business hours (Monday to Friday, 09:00–18:00 Beijing time), so a ticket opened at the week-end is picked up on the next working day.

## Resolving and reopening

When the problem is fixed, click "Mark as resolved". If it comes back later, click "Reopen" or simply reply on the same ticket: the history stays, and you do not need to explain everything again.

## Other ways to reach us

The opening hours and support e-mail in the support dialog still work. If something is urgent you can also write an e-mail, but please put the ticket number in it so we can match the two.`,
          },
        },
      },
      {
        slug: "account-balance-and-auto-renew",
        sort: 6,
        translations: {
          "zh-CN": {
            title: "账户余额、静态 IP 自动续费与余额流量提醒",
            summary:
              "用支付宝或微信支付充值人民币余额，用余额全额或部分支付订单，查看并导出余额明细，让静态 IP 到期时自动从余额续费，并在流量、IP 或余额不足时收到提醒。",
            body: `## 余额是什么

账户余额是您预先充入的人民币，可以用来支付动态流量订单、静态 IP 订单和续费订单，**用余额支付不收手续费**；静态 IP 还可以从余额自动续费。余额和“剩余流量”是两回事：余额是钱，剩余流量是还能使用的 GB 数。

## 充值

1. 进入用户中心 → **账户余额**；
2. 在“充值”中选择 ¥50、¥100、¥500 或 ¥1,000，或在“充值金额（元）”中自行填写；
3. 点击“立即充值”，用支付宝或微信支付付款，流程和普通订单一样。

单笔充值金额为 ¥10 至 ¥50,000。付款确认后余额立即更新，页面会提示“充值成功，余额已更新”。超时未付款的充值订单会自动关闭；充值不支持对公转账。

## 用余额支付订单

在流量订单或静态 IP 订单（包括续费订单）的收银台，会显示“可用余额”：

- **余额足够**：点击“使用余额支付 ¥…”，再点“确认支付”，订单立即完成支付，不收手续费；
- **余额不足**：点击“使用余额抵扣 ¥…，剩余 ¥… 在下方支付”，当前全部余额先用于这笔订单，剩下的部分用支付宝或微信支付付清。每笔订单只能抵扣一次；已经发起的支付宝或微信付款尚未结束时，不能再抵扣。订单如果最终超时未付款被关闭，抵扣的金额会自动退回余额。

美元计价的订单只能用银行卡支付，不能使用余额；用余额抵扣过的订单不能再改用对公转账。

## 余额明细与 CSV 导出

“余额明细”按时间倒序列出每一笔变动：时间、类型（充值、消费、退款、人工调整等）、关联单号、金额和变动后余额。点击页面上方的“导出 CSV”可下载全部记录：按时间正序排列，列名跟随页面语言，时间为 UTC，方便财务对账。

## 退款到余额

退款默认原路退回支付宝或微信；如果您与客服约定，也可以退到账户余额，审核通过后即时到账，余额明细里会出现一笔“退款”。用余额支付的部分始终退回余额。退款规则见[购买与支付](/help-center/buy-and-pay)。

## 静态 IP 自动续费

在 **IP 管理** 中，每个静态 IP 都有一个“自动续费”开关。开启后：

- **到期前提醒**：IP 到期前几天（天数由本站设置，默认 3 天），我们会在用户中心的“站内信”里通知您，并发邮件（未绑定邮箱、且本站支持短信通知时改发短信），写明将要扣除的金额和当前余额；
- **到期当天扣费**：在 IP 到期前的最后 24 小时内，按 30 天的续费价格从余额扣款，为 IP 续费 30 天，完成后再通知您一次；这笔扣款在余额明细中显示为“自动续费”；
- **余额不足时**：不会扣款，我们会通知您一次，并附上 IP 管理页的链接，方便您手动续费；如果在到期前充值，系统下次检查时会自动重新扣费；
- **不会重复扣费**：每个 IP 在每个续费周期内最多扣费一次。

您可以随时关闭“自动续费”开关，关闭后尚未发生的扣款就不会再发生。手动续费的方法见[静态 IP 到期前续费](/help-center/renew-static-ips)。

## 余额与流量提醒

在用户中心 → **余额与流量提醒** 中设置提醒线：

| 提醒 | 设置方式 |
| --- | --- |
| 流量提醒 | 剩余流量低于 X GB，或低于累计已购流量的 Y %（1–99 的整数） |
| 子账户上限 | 勾选后，每个子账户每次用完自身的流量上限时提醒一次 |
| 静态 IP 到期提醒 | 到期前 7 天、3 天、1 天，可多选；每个 IP 在每个续费周期内，每个时间点只提醒一次 |
| 余额提醒 | 账户余额低于 Z 元 |

然后在“提醒方式”中至少选择一种：**邮件**、**短信**或 **Webhook**，点击“保存提醒设置”。留空的项目表示不提醒。邮件提醒需要账户绑定了邮箱，短信提醒需要绑定了手机号；如果本站暂不支持短信提醒，页面上会直接说明。通过邮件或短信发出的提醒，也会同时出现在“站内信”中。

选择 Webhook 时，还需要在 Webhook 页订阅 \`balance.low\`、\`traffic.low\`、\`ip.expiring\` 等事件，详见[用 Webhook 接收订单、流量和 IP 到期通知](/help-center/webhooks-event-notifications)。子账户达到上限的 \`subaccount.limit_reached\` 事件只要在 Webhook 页订阅了就会发送，不受这里的设置影响。

**每条提醒在数值跌破提醒线时只发一次**，回升到提醒线以上之后，再次跌破才会再提醒。例如余额提醒线设为 50 元：余额跌破 50 元时提醒一次，之后一直低于 50 元也不会每天重复提醒；充值回到 50 元以上、之后再次跌破，才会再提醒。修改提醒线后，会从新的提醒线重新开始计算。`,
          },
          en: {
            title: "Account balance, static IP auto-renewal and alerts",
            summary:
              "Top up a CNY balance with Alipay or WeChat Pay, pay orders from it in full or in part, read and download its history, let static IPs renew themselves from it, and be told when traffic, IPs or the balance run low.",
            body: `## What the balance is

Your account balance is money in Chinese yuan (CNY) that you pay in advance. You can pay traffic orders, static IP orders and renewals from it, **with no handling fee**, and static IPs can renew themselves from it. The balance is not the same as your remaining traffic: the balance is money, remaining traffic is the gigabytes you can still use.

## Topping up

1. Open the user centre → **Balance**.
2. Under **Top up**, pick ¥50, ¥100, ¥500 or ¥1,000, or type an amount in **Amount (CNY)**.
3. Click **Top up now** and pay with Alipay or WeChat Pay, just like an order.

Each top-up is between ¥10 and ¥50,000. Your balance is updated as soon as the payment is confirmed, and the page tells you so. A top-up that is not paid in time is closed automatically. Top-ups cannot be paid by bank transfer.

## Paying an order from the balance

At the cashier of a traffic or static IP order (renewals included), a box shows your **Balance available**:

- **Enough to cover the order**: click **Pay ¥… from balance**, then **Confirm payment**. The order is paid at once, with no handling fee.
- **Not enough**: click **Use ¥… from balance, pay the remaining ¥… below**. Your whole balance goes towards the order and you pay the rest with Alipay or WeChat Pay. This works once per order, and not while an Alipay or WeChat Pay payment for the order is still open. If the order then closes unpaid, the part taken from your balance is given back automatically.

Orders priced in US dollars are paid by card and cannot use the balance, and an order paid partly from the balance cannot be switched to bank transfer.

## Balance history and CSV

**Balance history** lists every movement, newest first: time, type (Top-up, Payment, Refund, Adjustment and so on), the reference it belongs to, the amount and the balance after it. **Download CSV** at the top of the page saves all of them, oldest first, with column names in the page's language and times in UTC, ready for your bookkeeping.

## Refunds to the balance

A refund goes back to the Alipay or WeChat Pay account you paid with unless you agree with customer service to have it paid to your balance instead. Then it is there as soon as the refund is approved, as a **Refund** line in the history. Whatever you paid from the balance always goes back to the balance. The refund rules are in [Buying and paying](/en/help-center/buy-and-pay).

## Auto-renewing static IPs

In **IP management**, every static IP has an **Auto-renew** switch. While it is on:

- **Notice**: a few days before the IP expires (3 days by default; the shop sets the number) we tell you the amount that will be taken and your current balance under **Messages** in the user centre, and by e-mail (without an e-mail address on your account, by SMS where the shop sends SMS notices).
- **Charge**: in the last 24 hours before the expiry, the IP is renewed for 30 days at its 30-day renewal price, paid from the balance, and you get a confirmation. The charge shows as **Auto-renewal** in the history.
- **Balance too low**: nothing is charged. We tell you once, with a link to IP management so you can renew by hand. If you top up before the IP expires, the next check charges it automatically.
- **Never twice**: each IP is charged at most once per renewal period.

You can turn **Auto-renew** off at any time; a charge that has not happened yet then does not happen. Renewing by hand is explained in [Renewing static IPs before they expire](/en/help-center/renew-static-ips).

## Alerts

Under user centre → **Alerts**, set the lines you want to hear about:

| Alert | What you set |
| --- | --- |
| Traffic | Remaining traffic below X GB, or below Y % (a whole number from 1 to 99) of all the traffic you have bought |
| Sub-account cap | Once each time a sub-account uses up its own traffic cap |
| Static IP expiry | 7, 3 and/or 1 days before expiry; each IP is mentioned once per choice in each renewal period |
| Balance | Account balance below Z yuan |

Then choose at least one way to be told under **How to tell you**: **E-mail**, **SMS** or **Webhook**, and click **Save alerts**. Leave a field empty to turn that alert off. E-mail needs an e-mail address on your account and SMS a mobile number; if the shop cannot send SMS alerts, the page says so. Alerts sent by e-mail or SMS also appear in **Messages**.

For webhooks, also subscribe to \`balance.low\`, \`traffic.low\`, \`ip.expiring\` and the other events you want on the Webhooks page; see [Receive order, traffic and IP expiry notices with webhooks](/en/help-center/webhooks-event-notifications). The \`subaccount.limit_reached\` event is sent whenever you subscribe to it there, whatever you choose here.

**Each alert is sent once when its value drops below your line**, and again only after the value has been back above it. With a balance line of ¥50, for example, you are told once when the balance falls below ¥50, not every day while it stays low; after a top-up takes it above ¥50, the next fall below tells you again. Changing a line starts it afresh.`,
          },
        },
      },
      {
        slug: "coupons-invites-and-gift-codes",
        sort: 7,
        translations: {
          "zh-CN": {
            title: "优惠码、邀请返佣与礼品码",
            summary:
              "下单时使用优惠码，分享邀请链接并从好友的订单中获得返佣，兑换礼品码获得流量或余额，以及本站开启时通过实名认证赠送的试用流量。",
            body: `## 优惠码

优惠码由本站在活动中发放。每个优惠码要么立减固定金额，要么按百分比打折，并且可能带有以下条件：

- **适用商品**：部分优惠码只适用于指定商品，例如动态流量或某一类静态 IP；
- **最低金额**：使用优惠码前的订单金额须达到指定金额；
- **有效期**：有开始和结束时间，未到开始时间或已过期都不能使用；
- **使用次数**：每个账户可以使用的次数有限，部分优惠码还有总数量限制，用完即止；
- **仅限首单**：只有还没有支付过任何订单的账户可以使用。

### 如何使用

1. 在购买页面选好商品，进入订单确认页。使用优惠码需要先登录，因为使用次数和首单资格按账户计算；
2. 在“优惠码”中输入优惠码（不区分大小写），点击“使用”；
3. 校验通过后，支付明细中会出现“优惠码抵扣”和新的订单金额；想换一个码，点击“取消使用”；
4. 点击“提交订单”，按正常流程付款。

不能使用时，页面会说明原因，例如“该优惠码已过期”“该优惠码不适用于当前商品”“订单满 ¥… 才可使用该优惠码”。

### 需要注意

- 优惠码适用于人民币计价的新购流量订单和静态 IP 订单，不适用于续费、余额充值和美元订单；每笔订单只能使用一个优惠码；
- 优惠码不会让订单变成免费：至少需要支付 ¥0.01；按百分比计算的优惠金额向下取整到分；
- **提交订单时即占用一次使用次数**。订单超时未付款被关闭，或全额退款后，这次使用会退还，可以再次使用；部分退款不退还使用次数。

## 邀请好友与返佣

在用户中心 → **邀请返佣与兑换** 的“我的邀请链接”中，有一条带 \`?invite=\` 和您 8 位邀请码的专属链接，点击“复制链接”即可分享；“邀请码：”后面显示的就是您的邀请码。好友打开这个链接完成注册，账户就与您关联。邀请关系只在注册时建立：已经注册的账户不能事后补填，账户也不能关联到自己。

之后好友每支付一笔订单（流量、静态 IP 或续费），您都能获得返佣。返佣比例和冻结期由本站设置，页面顶部会写明；默认为订单金额（扣除优惠码后、不含手续费）的 **10%**，付款 **14 天**后计入您的账户余额。余额充值不产生返佣。

“返佣明细”列出每一笔返佣及其状态：

| 状态 | 含义 |
| --- | --- |
| 冻结中 | 仍在冻结期内，“到账时间”一栏显示何时到账 |
| 已到账 | 已计入您的账户余额 |
| 已取消（订单退款） | 好友的订单在冻结期内全额退款 |
| 已扣回（订单退款） | 返佣到账后订单全额退款，已从您的余额中扣回 |
| 已扣留 | 本站不发放这笔返佣，原因显示在状态下方 |

好友的订单部分退款时，返佣按退款比例减少：冻结期内直接减少待到账的金额；已经到账的，从您的余额中扣回相应部分，余额不够时等余额足够再扣。返佣可以用来支付订单，但不能提现。违反规则的返佣（例如用自己注册的另一个账户下单），本站可以在冻结期内扣留，并写明原因。

## 礼品码

礼品码来自礼品卡或活动，面值是流量（GB）或余额（元）。在同一页面的“兑换礼品码”中输入 16 位礼品码（大小写、空格和短横线都不影响），点击“立即兑换”：流量立即加到您的剩余流量中，金额立即存入账户余额。

- 每个礼品码只能兑换一次，兑换后其他账户无法再使用；
- 每个礼品码都有有效期，过期后无法兑换；
- 为防止猜码，每个账户每小时最多尝试 10 次（无论对错），同一网络地址每小时最多 30 次；超过后请一小时后再试。

## 实名认证试用流量

本站开启试用后（默认关闭），您通过个人实名认证时会获赠一次试用流量，默认 200 MB，具体数量由本站设置。每个证件号码只赠送一次：同一个人用另一个账户认证，不会再获得试用流量。认证步骤见[实名认证指南](/help-center/real-name-verification)。`,
          },
          en: {
            title: "Coupons, invites and gift codes",
            summary:
              "Use a coupon code at checkout, share your invite link and earn a commission on your friends' orders, redeem gift codes for traffic or balance, and get trial traffic on real-name verification when the shop offers it.",
            body: `## Coupons

We hand out coupon codes in promotions. A coupon takes either a fixed amount or a percentage off, and it may come with conditions:

- **Products**: some coupons are only for certain products, such as dynamic traffic or one kind of static IP.
- **Minimum amount**: the order, before the coupon, must reach a given amount.
- **Validity**: a start and an end; a coupon cannot be used before the start or after the end.
- **Uses**: each account may use it a limited number of times, and some coupons also have a total number of uses; when they are gone, they are gone.
- **First order only**: only for accounts that have not paid for any order yet.

### Using a coupon

1. Choose a product on the purchase page to reach the order page. Log in first: uses and first-order status are counted per account.
2. Type the code in **Coupon code** (capitals or not, it does not matter) and click **Apply**.
3. Once it is accepted, the payment summary shows a **Coupon** line and the new order amount. To try another code, click **Remove**.
4. Click **Submit order** and pay as usual.

If a coupon cannot be used, the page says why, for example "This coupon has expired", "This coupon does not apply to this product" or "This coupon needs an order of at least ¥…".

### Good to know

- Coupons apply to new traffic and static IP orders priced in CNY, not to renewals, balance top-ups or orders in US dollars. One coupon per order.
- A coupon never makes an order free: at least ¥0.01 is always left to pay. A percentage discount is rounded down to the fen.
- **A use is counted when you submit the order.** If the order closes unpaid, or is refunded in full, the use comes back and you can use the coupon again. A partial refund keeps the use.

## Inviting friends and earning commission

In the user centre → **Invite & gift codes**, **Your invite link** holds a link with \`?invite=\` and your 8-character invite code; click **Copy link** to share it. The code itself is shown after **Invite code:**. When a friend opens the link and registers, their account is linked to yours. The link only counts at registration: an existing account cannot be linked later, and no account can be linked to itself.

From then on you earn a commission on every order your friend pays for: traffic, static IPs and renewals. The shop sets the percentage and the holding period, and the top of the page states them; by default you get **10%** of the order amount (after any coupon, without the handling fee), added to your account balance **14 days** after payment. Balance top-ups earn no commission.

**Commissions** lists each commission with its status:

| Status | Meaning |
| --- | --- |
| Holding | Still in the holding period; **Available from** shows when it will be added |
| Added to balance | Paid into your account balance |
| Cancelled (refunded) | Your friend's order was refunded in full during the holding period |
| Taken back (refunded) | The order was refunded in full after the commission was added, and it was taken back from your balance |
| Withheld | The shop will not pay this commission; the reason is shown under the status |

When your friend's order is refunded in part, the commission shrinks by the refunded share: during the holding period the amount waiting is reduced; once added, that share is taken back from your balance, or later, once your balance covers it. Commissions pay for orders but cannot be withdrawn as cash. The shop can withhold a commission that breaks the rules, for example one earned on orders from another account of your own, while it is still holding, and it tells you why.

## Gift codes

Gift codes come on gift cards or with promotions and are worth either traffic (GB) or balance (CNY). On the same page, under **Redeem a gift code**, type the 16-character code (capitals, spaces and dashes do not matter) and click **Redeem**. Traffic is added to your remaining traffic at once; money goes straight to your account balance.

- Each code can be redeemed once; after that, no other account can use it.
- Every code has an expiry date, after which it is refused.
- To stop guessing, each account can try at most 10 times an hour, right or wrong, and one network address at most 30 times. After that, wait an hour.

## Trial traffic

When the shop has switched it on (it is off by default), passing personal real-name verification adds free trial traffic to your account: 200 MB by default, the shop sets the amount. It is given once per ID number, so another account verified by the same person gets none. The steps are in [Real-name verification](/en/help-center/real-name-verification).`,
          },
        },
      },
    ],
  },
  {
    slug: "troubleshooting",
    sort: 5,
    names: { "zh-CN": "故障排查与常见问题", en: "Troubleshooting and FAQ" },
    articles: [
      {
        slug: "proxy-407-authentication-error",
        sort: 1,
        translations: {
          "zh-CN": {
            title: "代理返回 407（需要代理认证）怎么办",
            summary: "407 表示代理没有接受您的凭据。本文列出最常见的原因，并给出一套用 curl 逐步排查的方法。",
            body: `HTTP 状态码 \`407 Proxy Authentication Required\` 来自代理服务器，而不是目标网站。它的意思是：代理没有收到凭据，或者收到的凭据无效。状态码的定义可参考 [MDN 的 407 说明](https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/407)。

## 最常见的原因

| 原因 | 如何确认 | 解决方法 |
| --- | --- | --- |
| 用户名或密码复制不完整、带了空格 | 对照“获取代理”页面逐字检查 | 重新生成并完整复制 |
| 子账户密码已修改 | 查看“账密认证”页面 | 用新密码重新生成连接信息 |
| 子账户已停用或删除 | 查看子账户状态 | 启用子账户或换用其他子账户 |
| 子账户达到流量上限 | 查看子账户的上限和用量 | 调高上限 |
| 账户流量余额用尽 | 查看仪表盘的剩余流量 | 充值 |
| 尚未完成实名认证 | 查看“实名认证”状态 | 完成认证 |
| 密码含特殊字符却没有做 URL 编码 | 凭据写在代理地址里时才会出现 | 改用单独的用户名密码参数，或先编码 |
| 客户端根本没有发送凭据 | 用 \`curl -v\` 查看请求头 | 按所用工具的方式正确传入凭据 |
| 依赖 IP 白名单，但出口 IP 变了 | 在本机查询当前公网 IP | 更新白名单，或改用用户名密码 |

其中余额用尽、未完成认证等情况，在不同客户端中也可能表现为其他错误，但排查 407 时同样值得逐一确认。

## 用 curl 逐步排查

### 第 1 步：最小化测试

排除代码和工具本身的问题，直接用 curl 测试：

\`\`\`bash
curl -v -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://api.ipify.org
\`\`\`

- 返回 IP 地址：凭据没问题，问题出在您的程序或工具配置上；
- 返回 407：继续下一步。

### 第 2 步：确认请求里带了认证头

在 \`-v\` 的输出中，发往代理的 CONNECT 请求里应当有一行 \`Proxy-Authorization: Basic ...\`。没有这一行，说明凭据没有传进去，检查命令或工具的设置。

### 第 3 步：检查用户中心

- “实名认证”状态为已认证；
- 仪表盘的剩余流量大于零；
- 子账户处于启用状态，未达到流量上限；
- 最近没有修改过子账户密码（或修改后已重新生成连接信息）。

### 第 4 步：重新生成连接信息

在“获取代理”页面重新生成一行，复制时使用页面上的“复制”按钮，避免手动选择时带入空格或换行，然后再测试一次。

## 各类工具的注意事项

- **指纹浏览器**：用户名和密码分别填入对应字段，不要把“用户名:密码”整体填到用户名里；
- **Python requests / Node.js**：凭据写在代理 URL 中时，特殊字符要做 URL 编码；
- **Selenium + Chrome**：Chrome 的 \`--proxy-server\` 参数不能携带凭据，需要使用白名单、扩展等方式，详见《Selenium + Chrome 使用需要认证的代理》；
- **SOCKS5 客户端**：确认客户端支持 SOCKS5 账密认证，并连接 {{gateway.socks5Port}} 端口。

## 安全提示

\`curl -v\` 的输出中包含 Base64 编码的凭据，相当于明文。发给客服或同事之前，请删除 \`Proxy-Authorization\` 这一行。如果怀疑凭据已经泄露，请立即修改子账户密码。

以上都检查过仍然返回 407，请联系客服，并提供子账户名称、出现问题的时间（注明时区）和 \`curl -v\` 的输出（已去除凭据）。`,
          },
          en: {
            title: "What to do when the proxy returns 407 Proxy Authentication Required",
            summary:
              "A 407 means the proxy did not accept your credentials. The most common causes, and a step-by-step way to find the problem with curl.",
            body: `The status \`407 Proxy Authentication Required\` comes from the proxy server, not from the website. It means the proxy received no credentials, or received credentials it does not accept. See [MDN's description of 407](https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/407) for the definition.

## The most common causes

| Cause | How to confirm | Fix |
| --- | --- | --- |
| Username or password copied incompletely or with spaces | Compare character by character with the Get proxy page | Generate again and copy the whole value |
| Sub-account password changed | Check the Sub-accounts page | Generate new connection details with the new password |
| Sub-account disabled or deleted | Check the sub-account's status | Enable it or use another sub-account |
| Sub-account reached its traffic limit | Check its limit and usage | Raise the limit |
| Account traffic balance used up | Check remaining traffic on the Dashboard | Recharge |
| Real-name verification not completed | Check the Certification status | Complete verification |
| Special characters in the password not URL-encoded | Only when credentials are inside the proxy URL | Pass username and password separately, or encode them |
| The client sends no credentials at all | Look at the headers with \`curl -v\` | Pass the credentials the way your tool expects |
| Relying on the IP allowlist, but your IP changed | Look up your current public IP | Update the allowlist or use username and password |

Some of these, such as an empty balance or missing verification, may show up as a different error depending on the client, but they are worth ruling out whenever you see a 407.

## Narrowing it down with curl

### Step 1: a minimal test

Take your code and tools out of the picture and test with curl:

\`\`\`bash
curl -v -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://api.ipify.org
\`\`\`

- You get an IP address: the credentials are fine, and the problem is in your program or tool settings.
- You get 407: go on to the next step.

### Step 2: check that the request carries credentials

In the \`-v\` output, the CONNECT request sent to the proxy should contain a \`Proxy-Authorization: Basic ...\` line. If it doesn't, the credentials never made it into the request; check the command or tool settings.

### Step 3: check the user centre

- Certification shows verified.
- Remaining traffic on the Dashboard is above zero.
- The sub-account is enabled and below its traffic limit.
- The sub-account password has not been changed recently (or you regenerated the connection details afterwards).

### Step 4: generate fresh connection details

Generate a new line on the Get proxy page and copy it with the page's Copy button, so no spaces or line breaks sneak in, then test again.

## Notes for different tools

- **Fingerprint browsers**: put the username and password in their own fields; don't put "username:password" into the username field.
- **Python requests and Node.js**: when credentials are part of the proxy URL, URL-encode special characters.
- **Selenium with Chrome**: Chrome's \`--proxy-server\` flag cannot carry credentials; use the allowlist, an extension or another method described in the Selenium guide.
- **SOCKS5 clients**: make sure the client supports SOCKS5 username and password authentication and connects to port {{gateway.socks5Port}}.

## Security

\`curl -v\` output contains the credentials in Base64, which is as good as plain text. Delete the \`Proxy-Authorization\` line before sending the output to support or colleagues. If you suspect the credentials have leaked, change the sub-account password immediately.

If you still get 407 after all of this, contact customer service with the sub-account name, the time of the problem (with time zone) and the \`curl -v\` output with credentials removed.`,
          },
        },
      },
      {
        slug: "proxy-connection-timeouts",
        sort: 2,
        translations: {
          "zh-CN": {
            title: "连接代理超时或很慢",
            summary:
              "超时可能发生在您到网关、网关到目标网站或目标网站本身这三段中的任何一段。本文教您用 curl 判断慢在哪里，并给出对应的处理方法。",
            body: `一个通过代理的请求要经过三段路：**您的设备 → 代理网关 → 出口 IP → 目标网站**。超时或变慢可能出现在任何一段，先找到是哪一段，才能对症处理。

## 先确认：您是否在中国大陆

来自中国大陆 IP 的连接会被代理服务器拒绝，表现常常就是连接超时或连接被重置。如果您的设备或服务器位于中国大陆，这就是原因，详见《为什么中国大陆 IP 无法连接代理》。

## 用 curl 判断慢在哪里

\`\`\`bash
curl -s -o /dev/null --connect-timeout 10 --max-time 60 \\
  -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" \\
  -w "connect %{time_connect}s, tls %{time_appconnect}s, first byte %{time_starttransfer}s, total %{time_total}s, http %{http_code}\\n" \\
  https://www.example.com/
\`\`\`

| 现象 | 说明问题在 | 常见原因 |
| --- | --- | --- |
| \`connect\` 超时或很大 | 您的设备到网关 | 本机位于中国大陆；防火墙或公司网络拦截了 {{gateway.httpPort}}/{{gateway.socks5Port}} 端口；本地 DNS 无法解析网关地址 |
| \`connect\` 正常，\`tls\` 很慢 | 网关经出口 IP 到目标网站 | 定向范围太小、可用 IP 少；出口 IP 网络质量一般；目标网站在当地访问慢 |
| \`tls\` 正常，\`first byte\` 很慢 | 目标网站 | 目标网站处理慢，或正在对您限速 |

## 各段的处理方法

### 您的设备到网关

- 确认能解析网关地址：\`nslookup {{gateway.host}}\`；
- 确认出站的 {{gateway.httpPort}}、{{gateway.socks5Port}} 端口没有被防火墙、安全组或公司网络拦截。云服务器请检查安全组的出站规则；
- 换一个网络环境测试，排除本地网络问题。

### 网关到目标网站

- **放宽定向**：定向到城市时可用 IP 较少，先放宽到州/省或国家，看是否明显改善；
- **换一个会话**：粘性会话分配到的出口 IP 网络较差，或者已经下线时，换一个新的会话 ID；
- **检查协议与端口**：HTTP 用 {{gateway.httpPort}}，SOCKS5 用 {{gateway.socks5Port}}，配错时可能表现为长时间无响应。

### 目标网站

- 降低并发和频率，目标网站可能正在对您限速；
- 同一个网站直接访问（不经代理）也很慢的话，问题在网站本身。

## 设置合理的超时

住宅 IP 来自真实的家庭网络，延迟天然比机房高一些。超时设置太短，会把正常请求也判为失败：

| 超时 | 建议值 |
| --- | --- |
| 连接超时 | 10–15 秒 |
| 读取超时 | 30–60 秒 |
| 单个请求总超时 | 60–90 秒 |

同时配合有限次数的重试（例如 2–3 次，逐次拉长间隔），对超时的请求换一个新会话重试，而不是在同一个会话上反复尝试。

## 并发太高也会导致超时

单台机器同时打开大量连接时，可能耗尽本机的文件描述符或端口，表现为大量超时。

- 逐步提高并发，观察成功率和耗时的变化，找到合适的并发数；
- Linux 上用 \`ulimit -n\` 查看文件描述符上限，必要时调高；
- 复用连接：使用 HTTP 客户端的连接池，而不是每个请求都新建客户端。

## 还是解决不了

请联系客服并提供：

- 上面 curl 命令的输出（去掉凭据）；
- 出现问题的时间（注明时区）；
- 使用的国家/城市定向和是否使用会话；
- 您的设备所在的国家或地区。`,
          },
          en: {
            title: "Connection timeouts and slow proxies",
            summary:
              "A timeout can happen between you and the gateway, between the gateway and the website, or at the website itself. How to tell which with curl, and what to do about each.",
            body: `A request through the proxy travels in stages: **your device → proxy gateway → exit IP → website**. A timeout or slowdown can happen at any stage, and you need to find which one before you can fix it.

## First: are you in mainland China?

Connections from mainland Chinese IPs are refused by the proxy servers, and this often looks like a connection timeout or a reset connection. If your device or server is in mainland China, that is the reason; see the article on why mainland China IPs cannot connect.

## Find the slow stage with curl

\`\`\`bash
curl -s -o /dev/null --connect-timeout 10 --max-time 60 \\
  -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" \\
  -w "connect %{time_connect}s, tls %{time_appconnect}s, first byte %{time_starttransfer}s, total %{time_total}s, http %{http_code}\\n" \\
  https://www.example.com/
\`\`\`

| Symptom | The problem is between | Common causes |
| --- | --- | --- |
| \`connect\` times out or is large | Your device and the gateway | You are in mainland China; a firewall or company network blocks ports {{gateway.httpPort}}/{{gateway.socks5Port}}; local DNS cannot resolve the gateway |
| \`connect\` fine, \`tls\` slow | The gateway, exit IP and website | Very narrow targeting with few IPs; a slow exit connection; the site is slow locally |
| \`tls\` fine, \`first byte\` slow | The website | The site is slow to respond or is throttling you |

## What to do at each stage

### Your device to the gateway

- Check that the gateway name resolves: \`nslookup {{gateway.host}}\`.
- Check that outbound ports {{gateway.httpPort}} and {{gateway.socks5Port}} are not blocked by a firewall, security group or company network. On cloud servers, check the security group's outbound rules.
- Test from another network to rule out your local network.

### The gateway to the website

- **Widen the targeting**: city targeting has fewer IPs. Try the state or country and see whether things improve.
- **Use a new session**: if a sticky session's exit IP has a poor connection or has gone offline, switch to a new session ID.
- **Check protocol and port**: HTTP uses {{gateway.httpPort}} and SOCKS5 uses {{gateway.socks5Port}}; a mismatch can look like a long silence.

### The website

- Lower your concurrency and rate; the site may be throttling you.
- If the site is also slow without the proxy, the problem is the site itself.

## Sensible timeouts

Residential IPs sit on real home networks and naturally have higher latency than data centres. Timeouts that are too short make normal requests fail:

| Timeout | Suggested value |
| --- | --- |
| Connect | 10–15 seconds |
| Read | 30–60 seconds |
| Total per request | 60–90 seconds |

Combine them with a limited number of retries (for example 2 or 3, each after a longer wait), and retry a timed-out request with a new session rather than again and again on the same one.

## Too much concurrency causes timeouts too

When one machine opens very many connections at once, it can run out of file descriptors or local ports, and you see lots of timeouts.

- Raise concurrency step by step while watching success rate and response times, and find the level that works.
- On Linux, check the file descriptor limit with \`ulimit -n\` and raise it if needed.
- Reuse connections through your HTTP client's connection pool instead of creating a new client per request.

## Still stuck?

Contact customer service with:

- the output of the curl command above, credentials removed;
- when the problem happened, with time zone;
- the country or city targeting and whether you use a session;
- the country or region where your device is.`,
          },
        },
      },
      {
        slug: "mainland-china-ips-cannot-connect",
        sort: 3,
        translations: {
          "zh-CN": {
            title: "为什么中国大陆 IP 无法连接代理",
            summary:
              "我们的服务仅供在中国大陆以外的网络环境中使用，来自中国大陆 IP 的连接会被拒绝。本文说明这一限制的含义、常见表现，以及哪些做法是不允许的。",
            body: `## 这项限制是什么

我们的代理服务**仅供在中国大陆以外的网络环境中访问境外网络使用**。来自中国大陆 IP 地址的连接会被代理服务器拒绝，无论使用的是动态住宅代理还是任何一种静态 IP。

这项限制针对的是**您连接代理时所在的网络位置**，即您的设备或服务器的公网 IP，而不是代理的出口位置。例如，中国静态 ISP IP 的出口位于中国大陆，但连接它的设备同样必须位于中国大陆以外。

## 常见的表现

当您从中国大陆的网络连接代理时，通常会看到：

- 连接超时，或长时间没有响应；
- 连接被重置（connection reset）或被拒绝；
- 指纹浏览器“检查代理”失败；
- 程序报错，例如 \`ECONNRESET\`、\`Connection refused\`、\`timed out\`。

这些现象和网络故障很像，所以排查连接问题时，请先确认您所在的网络位置。

## 如何确认您的公网 IP 在哪里

在**不使用代理**的情况下，在您的设备或服务器上执行：

\`\`\`bash
curl https://ipinfo.io/json
\`\`\`

查看返回结果中的 \`country\`。如果是 \`CN\`，说明当前网络位于中国大陆，无法连接我们的代理服务器。

## 哪些做法是不允许的

**请不要试图通过中转、隧道、VPN 或其他任何方式绕过这项限制。** 这违反我们的服务条款，一经发现，我们可能在不事先通知的情况下暂停相关子账户或账户，且因此暂停的服务费用不予退还。

同样，IP 白名单中只能添加位于中国大陆以外的 IP 地址。

## 这项服务适合谁

我们的服务面向在中国大陆以外开展业务的个人和团队，例如：

- 在境外办公的跨境电商和营销团队；
- 部署在境外云服务器或数据中心上的数据采集、监测和测试任务；
- 需要从特定国家或城市视角查看网站的海外业务。

## 常见问题

**我在境外，但仍然连不上？**

请按《连接代理超时或很慢》和《代理返回 407 怎么办》排查：检查端口是否被防火墙拦截、凭据是否正确、实名认证是否完成、流量余额是否充足。

**我的服务器在境外，但检测显示是 CN？**

部分云服务商的线路或 IP 归属可能与机房所在地不一致。请以 IP 数据库的检测结果为准，必要时联系云服务商确认，或更换位于境外的 IP。

**中国静态 ISP IP 是给谁用的？**

供位于中国大陆以外、需要以中国大陆出口 IP 访问网站的用户使用，例如境外团队查看网站在大陆的展示效果。连接时同样需要位于中国大陆以外。

**已经购买了，但发现无法使用？**

退款按服务条款中的退款规则处理，请联系客服并提供订单号。`,
          },
          en: {
            title: "Why mainland China IPs cannot connect to the proxies",
            summary:
              "Our service is only for use from networks outside mainland China, and connections from mainland Chinese IPs are refused. What the restriction means, how it shows up, and what is not allowed.",
            body: `## What the restriction is

Our proxy service is **only for reaching overseas networks from network environments outside mainland China**. Connections from mainland Chinese IP addresses are refused by the proxy servers, whether you use dynamic residential proxies or any kind of static IP.

The restriction is about **where you connect from**, that is, the public IP of your device or server, not where the proxy exits. For example, China static ISP IPs exit in mainland China, but the devices connecting to them must still be outside mainland China.

## How it shows up

When you connect to the proxy from a mainland Chinese network, you typically see:

- connection timeouts, or no response for a long time;
- connections reset or refused;
- the check-proxy button in a fingerprint browser failing;
- program errors such as \`ECONNRESET\`, \`Connection refused\` or \`timed out\`.

These look a lot like network faults, so when troubleshooting connection problems, check where your network is first.

## Finding out where your public IP is

**Without the proxy**, run this on your device or server:

\`\`\`bash
curl https://ipinfo.io/json
\`\`\`

Look at \`country\` in the answer. If it is \`CN\`, your current network is in mainland China and cannot connect to our proxy servers.

## What is not allowed

**Do not try to get around this restriction through relays, tunnels, VPNs or any other means.** Doing so breaks our Terms of Service. If we find it, we may suspend the sub-accounts or account concerned without prior notice, and fees for services suspended for this reason are not refunded.

Likewise, only IP addresses outside mainland China may be added to the IP allowlist.

## Who the service is for

Our service is for people and teams doing business outside mainland China, for example:

- cross-border e-commerce and marketing teams working from offices abroad;
- data collection, monitoring and testing jobs running on cloud servers or in data centres outside mainland China;
- overseas businesses that need to see websites from a particular country or city.

## Common questions

**I'm outside mainland China but still can't connect.**

Work through the articles on timeouts and on 407 errors: check that no firewall blocks the ports, that the credentials are right, that verification is complete and that you have traffic.

**My server is abroad, but the check says CN.**

With some cloud providers, the routing or registration of an IP may not match the location of the data centre. The IP database result is what counts; ask your cloud provider if needed, or use an IP located outside mainland China.

**Who are China static ISP IPs for?**

For users outside mainland China who need a mainland exit IP, such as overseas teams checking how a site appears in mainland China. They too must connect from outside mainland China.

**I have already paid but cannot use the service.**

Refunds follow the refund rules in the Terms of Service; contact customer service with your order number.`,
          },
        },
      },
      {
        slug: "target-site-blocks",
        sort: 4,
        translations: {
          "zh-CN": {
            title: "目标网站拦截、限流或弹出验证码",
            summary:
              "代理连接正常，但目标网站返回 403、429、验证码或空白结果？本文帮您区分代理问题和网站拦截，并给出降低拦截率的具体做法。",
            body: `代理能连通、出口 IP 也正确，但目标网站返回 403、429，弹出验证码，或者给出空白、不完整的结果——这说明请求已经通过代理到达了网站，是网站决定不正常响应。本文介绍如何判断和应对。

请先了解一点：**任何代理服务都无法保证一定能访问某个网站**。网站有权对代理流量进行拦截、限速或验证。我们能做的是提供干净、位置准确的 IP，而访问方式是否合理，很大程度上决定了结果。

## 先分清是代理问题还是网站拦截

| 现象 | 来源 | 参考 |
| --- | --- | --- |
| 407 | 代理：凭据问题 | 见《代理返回 407 怎么办》 |
| 连接超时、连接被重置 | 网络或代理连接 | 见《连接代理超时或很慢》 |
| 403 Forbidden | 目标网站拒绝访问 | 本文 |
| 429 Too Many Requests | 目标网站限流 | 本文 |
| 状态码 200，但内容是验证码或“访问异常”页 | 目标网站拦截 | 本文 |
| 结果为空、价格缺失、内容和浏览器里看到的不同 | 目标网站降级响应，或解析出错 | 本文 |

## 常见原因

1. **频率太高**：同一网站短时间内请求过多，即使分散在多个 IP 上，总量过大也会触发限流；
2. **请求特征不像浏览器**：缺少常见请求头、请求头之间互相矛盾（例如声称是手机浏览器却带着桌面端的特征），或者 HTTP 客户端的 TLS 特征与声明的浏览器不符；
3. **需要执行 JavaScript**：很多网站的内容或验证流程依赖 JavaScript，简单的 HTTP 请求拿不到完整内容；
4. **会话方式不对**：登录后的流程中途换 IP，或者大量请求压在同一个粘性 IP 上；
5. **地区不匹配**：访问的站点版本、语言、币种与出口 IP 所在地不一致；
6. **IP 类型不合适**：数据中心 IP 在部分网站上会受到更严格的检查。

## 降低拦截的做法

### 放慢速度

- 限制对同一网站的并发数，加入随机延时；
- 收到 429 时按 \`Retry-After\` 头等待，之后逐步拉长重试间隔；
- 拦截率上升时自动降速，而不是加大重试力度。

### 让请求更像真实浏览器

- 设置完整且一致的请求头：\`User-Agent\`、\`Accept\`、\`Accept-Language\`（与出口国家一致）、\`Accept-Encoding\`；
- 需要 JavaScript 的网站使用真实的浏览器（如 Playwright、Selenium），不要强行用简单请求模拟；
- 保存并复用 Cookie，像正常用户一样按顺序访问页面。

### 选对会话方式

- 彼此独立的页面用轮换；
- 需要保持状态的流程（登录、翻页、购物车）用粘性会话，一个流程一个会话；
- 多线程时每个线程使用不同的会话 ID。

### 选对地区和 IP 类型

- 访问某个国家的网站时，选择该国的出口，并使用当地的语言和币种设置；
- 定向到城市时 IP 较少，如非必要，放宽到国家；
- 在数据中心 IP 上频繁被拦截时，可以改用动态住宅或静态住宅 IP。

## 关于验证码

验证码是网站在告诉您“请放慢速度”或“请证明您是真人”。**不要试图大规模地破解或绕过它**。更好的做法是降低频率、改善请求方式，或者联系网站寻求官方的数据接口。

## 别忽视流量成本

拦截页、验证码页同样会产生流量并照常计费。尽早在程序中识别这些页面（例如检查页面里是否有预期的元素），识别后停止重试并降速，可以避免把流量浪费在无用的响应上。

## 守住合规底线

请遵守目标网站的使用条款和 robots.txt，不要采集个人信息，不要用于任何违反法律或我们服务条款的用途。如果某个网站明确禁止自动访问，最稳妥的做法是寻找官方渠道。

以上调整后仍有问题，可以联系客服，告诉我们目标网站、使用的地区和会话设置以及大致的请求频率，我们会帮您一起分析。`,
          },
          en: {
            title: "Target site blocks, rate limits and CAPTCHAs",
            summary:
              "The proxy connects, but the website answers with 403, 429, a CAPTCHA or empty results? How to tell proxy problems from site blocking, and practical ways to lower the block rate.",
            body: `The proxy connects and the exit IP is right, but the website answers with 403 or 429, shows a CAPTCHA, or returns empty or incomplete results. That means your request reached the website through the proxy and the website chose not to answer normally. This article explains how to read the signs and what to do.

One thing up front: **no proxy service can guarantee access to any particular website.** Websites are entitled to block, throttle or challenge proxy traffic. We provide clean IPs in accurate locations; how you access the site decides much of the outcome.

## Proxy problem or site block?

| Symptom | Source | See |
| --- | --- | --- |
| 407 | The proxy: credentials | The article on 407 errors |
| Timeouts, reset connections | The network or proxy connection | The article on timeouts |
| 403 Forbidden | The website refuses access | This article |
| 429 Too Many Requests | The website is rate-limiting | This article |
| Status 200 with a CAPTCHA or "unusual traffic" page | The website is blocking | This article |
| Empty results, missing prices, content unlike what a browser shows | A degraded answer from the site, or a parsing error | This article |

## Common causes

1. **Too fast**: too many requests to one site in a short time. Even spread over many IPs, a large total volume triggers rate limits.
2. **Requests that don't look like a browser**: missing common headers, headers that contradict each other (a mobile browser with desktop traits), or an HTTP client whose TLS characteristics don't match the browser it claims to be.
3. **JavaScript required**: many sites rely on JavaScript for content or for their verification flow, and plain HTTP requests don't get the full page.
4. **Wrong session mode**: changing IP in the middle of a logged-in flow, or piling many requests onto one sticky IP.
5. **Location mismatch**: the site edition, language or currency doesn't match the exit IP's location.
6. **Unsuitable IP type**: some sites check data-centre IPs more strictly.

## Lowering the block rate

### Slow down

- Limit concurrency per site and add random delays.
- On 429, wait as long as the \`Retry-After\` header says, then lengthen the wait on each retry.
- Slow down automatically when the block rate rises, instead of retrying harder.

### Look more like a real browser

- Send a complete, consistent set of headers: \`User-Agent\`, \`Accept\`, \`Accept-Language\` (matching the exit country) and \`Accept-Encoding\`.
- Use a real browser (Playwright, Selenium) for sites that need JavaScript rather than faking it with simple requests.
- Keep and reuse cookies, and visit pages in a natural order.

### Choose the right session mode

- Rotate for independent pages.
- Use a sticky session for flows that need state (logins, pagination, carts), one session per flow.
- In multi-threaded jobs, give each thread its own session ID.

### Choose the right location and IP type

- For a country's websites, exit in that country and use the local language and currency settings.
- City targeting has fewer IPs; widen to the country unless you need the city.
- If data-centre IPs are blocked often, switch to dynamic or static residential IPs.

## About CAPTCHAs

A CAPTCHA is the site telling you to slow down or to prove you are human. **Don't try to solve or bypass CAPTCHAs at scale.** Lower your rate, improve how you make requests, or ask the site about an official data interface.

## Don't forget the traffic cost

Block pages and CAPTCHA pages use traffic and are billed as normal. Recognise them early in your code, for example by checking for the elements you expect, and stop retrying and slow down when you see them, so you don't spend traffic on useless responses.

## Stay compliant

Follow the website's terms of use and robots.txt, don't collect personal data, and don't use the service for anything that breaks the law or our Terms of Service. If a site explicitly forbids automated access, the safest course is to look for an official channel.

If problems remain after these changes, contact customer service with the target site, your location and session settings and your approximate request rate, and we will help you look into it.`,
          },
        },
      },
      {
        slug: "traffic-counting-and-refusal-codes",
        sort: 5,
        translations: {
          "zh-CN": {
            title: "流量如何计算，以及连接为什么被拒绝",
            summary:
              "流量按上下行合计计费，只统计隧道建立后实际转发的数据。本文列出代理服务器每一个拒绝原因的含义和解决方法。",
            body: `## 流量如何计算

动态住宅流量按**上行与下行合计**计费：您发给目标网站的数据和目标网站返回的数据都计入。

**计入流量的：** 隧道建立之后，在您的客户端与目标网站之间实际转发的字节。

**从不计入流量的：**

- 被拒绝的连接（下文列出的任何拒绝原因）；
- 与代理服务器之间的握手和认证过程（例如 \`CONNECT\` 请求、SOCKS5 协商、用户名和密码）；
- 静态 IP 的流量：静态 IP 按个、按天数计费，不扣除动态流量。

**用量何时显示：** 代理服务器大约每秒向后台上报一次用量，仪表盘和扣费记录通常在几秒内更新（按小时汇总的图表以 UTC 整点计）。

**流量用完时：** 代理服务器在转发之前先向后台预留流量，用完即停，不会多走一个字节，也不会产生欠费；充值后无需重启客户端，新的连接会立即恢复。

## HTTP 代理的拒绝原因

HTTP(S) 代理（端口 \`{{gateway.httpPort}}\`）拒绝连接时，响应头 \`X-Proxy-Refusal\` 会写明原因。用 \`curl -v\` 可以看到它：

\`\`\`bash
curl -v -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

| X-Proxy-Refusal | 状态码 | 含义 | 解决方法 |
| --- | --- | --- | --- |
| \`credentials-missing\` | 407 | 请求没有带用户名和密码，且来源 IP 不在白名单中 | 在客户端中填写子账户的用户名和密码，或把本机公网 IP 加入白名单 |
| \`credentials-invalid\` | 407 | 用户名或密码错误 | 从“获取代理”页面重新复制凭据，注意不要多带空格 |
| \`too-many-failures\` | 429 | 短时间内多次输错密码，代理认证被暂时限制 | 等待几分钟，并先改正客户端中的密码再重试 |
| \`lookups-throttled\` | 429 | 短时间内用大量不存在的用户名连接 | 检查客户端中的用户名是否与用户中心一致，稍后重试 |
| \`handshake-timeout\` | 408 | 连接建立后没有及时发出完整的请求 | 检查客户端或网络是否卡顿后重试 |
| \`account-disabled\` | 403 | 该子账户已被停用 | 在“账密认证”页面启用子账户，或换用其他子账户 |
| \`account-deleted\` | 403 | 该子账户已被删除 | 新建子账户并使用新的凭据 |
| \`traffic-exhausted\` | 402 | 账户的动态流量已用完 | 购买流量套餐后即可继续使用 |
| \`limit-reached\` | 402 | 子账户达到了您为它设置的流量上限 | 在“账密认证”页面提高或取消该子账户的上限 |
| \`daily-limit-reached\` | 402 | 子账户今天的流量已达到每日上限 | 北京时间 0 点后自动恢复；急用可在“账密认证”页面提高或取消每日上限 |
| \`monthly-limit-reached\` | 402 | 子账户本月的流量已达到每月上限 | 下月 1 日北京时间 0 点后自动恢复；也可在“账密认证”页面提高或取消每月上限 |
| \`too-many-connections\` | 429 | 子账户的并发连接数已达到您设置的上限（所有网关合计） | 关闭不用的连接，或在“账密认证”页面调高该子账户的并发上限 |
| \`plan-connection-limit\` | 429 | 隧道套餐的并发连接数已用满（全部子账户合计） | 关闭不用的连接，或联系客服升级套餐 |
| \`static-ip-connection-limit\` | 429 | 该静态 IP 的并发连接数已达到您设置的上限 | 关闭不用的连接，或在“IP 管理”页面的“限额”中调高上限 |
| \`uncertified\` | 403 | 账户尚未完成实名认证 | 在用户中心完成实名认证 |
| \`suspended\` | 403 | 账户已被停用 | 请联系客服了解原因 |
| \`static-ip-expired\` | 403 | 所用的静态 IP 已到期 | 在“IP 管理”中续费，或使用有效期内的 IP |
| \`shop-unavailable\` | 503 | 代理服务器暂时无法连接后台，无法核对账户 | 稍后重试，通常很快恢复 |
| \`gateway-busy\` | 503 | 代理服务器当前连接过多 | 稍后重试，或降低并发数 |
| \`bad-target\` | 400 | 请求的目标地址或端口无效 | 检查请求的网址和端口 |
| \`target-forbidden\` | 403 | 该目标不允许通过代理访问（例如内网地址） | 改为访问公网上的目标 |
| \`target-denied\` | 403 | 目标网站在禁止访问列表中（您在“账密认证”页面设置，或平台禁止） | 换一个目标；如果是您自己加的，可在“账密认证”页面将其移出禁止列表 |
| \`no-exit-for-location\` | 502 | 所选的国家或城市暂时没有可用的出口 IP | 换一个城市，或只指定国家 |
| \`dns-failed\` | 502 | 目标域名无法解析 | 检查域名拼写，确认网站存在 |
| \`connect-refused\` | 502 | 目标服务器拒绝了连接 | 检查端口是否正确，确认目标服务正在运行 |
| \`connect-timeout\` | 504 | 连接目标服务器超时 | 稍后重试；如果持续出现，请换一个出口地区 |
| \`target-unreachable\` | 502 | 从出口网络无法到达目标 | 稍后重试，或换一个出口地区 |
| \`upstream-failed\` | 502 | 出口线路出现故障 | 重试即可，通常会换用其他出口 |

## SOCKS5 代理的拒绝原因

SOCKS5 代理（端口 \`{{gateway.socks5Port}}\`）按 RFC 1928 和 RFC 1929 回复，没有文字说明，只有代码：

| 阶段 | 回复 | 含义 | 解决方法 |
| --- | --- | --- | --- |
| 账密认证 | 状态不为 0 | 用户名或密码错误，或暂时无法核对账户 | 检查凭据；如果凭据正确，稍后重试 |
| 连接请求 | 0x01 一般性失败 | 出口线路故障；也包括认证之后才发现的问题，例如暂时无法连接后台或流量已用完 | 检查账户余额，然后重试 |
| 连接请求 | 0x02 规则不允许 | 账户、子账户或静态 IP 的状态不允许使用（见上表 403 和 402 的各项），或目标被禁止 | 在用户中心检查实名认证、流量、子账户和 IP 状态 |
| 连接请求 | 0x03 网络不可达 | 所选地区没有可用出口 | 换一个城市，或只指定国家 |
| 连接请求 | 0x04 主机不可达 | 域名无法解析，或目标无法到达 | 检查域名，稍后重试 |
| 连接请求 | 0x05 连接被拒绝 | 目标服务器拒绝了连接 | 检查端口 |
| 连接请求 | 0x06 TTL 过期 | 连接目标超时 | 稍后重试，或换一个出口地区 |
| 连接请求 | 0x07 不支持的命令 | 只支持 CONNECT，不支持 BIND 和 UDP ASSOCIATE | 改用 TCP 连接 |
| 连接请求 | 0x08 不支持的地址类型 | 地址类型无法识别 | 使用域名、IPv4 或 IPv6 地址 |

SOCKS5 无法说明更具体的原因。排查时可以用同一个子账户通过 HTTP 端口发一次请求，\`X-Proxy-Refusal\` 会告诉您原因。`,
          },
          en: {
            title: "How traffic is counted and why a connection is refused",
            summary:
              "Traffic counts both directions, and only what is relayed after the tunnel opens. Every refusal the proxy server gives, what it means and how to fix it.",
            body: `## How traffic is counted

Dynamic residential traffic counts **both directions**: what you send to the target site and what it sends back.

**What counts:** the bytes relayed between your client and the target after the tunnel has opened.

**What is never counted:**

- refused connections (any of the refusals listed below);
- the handshake and authentication with the proxy server (the \`CONNECT\` request, the SOCKS5 negotiation, your username and password);
- static IP traffic: static IPs are paid per IP and per period, and never use dynamic traffic.

**When usage shows:** the proxy server reports usage about every second, so the dashboard and the deduction records usually update within a few seconds (hourly charts count whole UTC hours).

**When your traffic runs out:** the proxy server reserves traffic from your balance before it forwards any, and stops at the exact byte when it is used up: nothing is ever owed. After a top-up, new connections work at once; there is nothing to restart.

## Refusals of the HTTP proxy

When the HTTP(S) proxy (port \`{{gateway.httpPort}}\`) refuses a connection, the \`X-Proxy-Refusal\` response header names the reason. \`curl -v\` shows it:

\`\`\`bash
curl -v -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

| X-Proxy-Refusal | Status | Meaning | Fix |
| --- | --- | --- | --- |
| \`credentials-missing\` | 407 | No credentials sent, and your IP is not on the allowlist | Enter the sub-account's credentials, or allowlist your IP |
| \`credentials-invalid\` | 407 | Wrong username or password | Copy them again from the Get proxy page |
| \`too-many-failures\` | 429 | Paused after repeated wrong passwords | Correct the password, wait a few minutes |
| \`lookups-throttled\` | 429 | Many unknown usernames in a short time | Check the username, retry later |
| \`handshake-timeout\` | 408 | The request did not arrive in time | Check your client or network, retry |
| \`account-disabled\` | 403 | The sub-account is disabled | Enable it on the sub-accounts page |
| \`account-deleted\` | 403 | The sub-account was deleted | Create a new one |
| \`traffic-exhausted\` | 402 | Your traffic is used up | Buy a traffic package |
| \`limit-reached\` | 402 | The sub-account reached its traffic limit | Raise or remove it on the sub-accounts page |
| \`daily-limit-reached\` | 402 | The sub-account used its daily limit | Works again after midnight Beijing time, or raise the limit |
| \`monthly-limit-reached\` | 402 | The sub-account used its monthly limit | Works again on the 1st (Beijing time), or raise the limit |
| \`too-many-connections\` | 429 | The sub-account's open connections are at its limit (all gateways together) | Close idle connections, or raise the limit |
| \`plan-connection-limit\` | 429 | Your tunnel plan's connections are all in use | Close idle connections, or ask for a larger plan |
| \`static-ip-connection-limit\` | 429 | The static IP's open connections are at its limit | Close idle connections, or raise it under "Limits" in IP management |
| \`uncertified\` | 403 | Real-name verification not passed | Complete it in the user centre |
| \`suspended\` | 403 | Your account is suspended | Contact customer service |
| \`static-ip-expired\` | 403 | The static IP has expired | Renew it under IP management |
| \`shop-unavailable\` | 503 | The proxy server cannot check your account right now | Retry in a moment |
| \`gateway-busy\` | 503 | The proxy server is overloaded | Retry, or lower your concurrency |
| \`bad-target\` | 400 | Invalid target address or port | Check the URL and port |
| \`target-forbidden\` | 403 | The target is not allowed (a private address, say) | Use a public target |
| \`target-denied\` | 403 | The target is on a deny list (yours or the provider’s) | Use another target, or remove it from your deny list |
| \`no-exit-for-location\` | 502 | No exit for the chosen location | Choose another city, or the country only |
| \`dns-failed\` | 502 | The domain name could not be resolved | Check the spelling |
| \`connect-refused\` | 502 | The target refused the connection | Check the port |
| \`connect-timeout\` | 504 | Connecting to the target timed out | Retry, or choose another location |
| \`target-unreachable\` | 502 | The target cannot be reached from the exit | Retry, or choose another location |
| \`upstream-failed\` | 502 | The exit line failed | Retry; another exit is usually used |

## Refusals of the SOCKS5 proxy

The SOCKS5 proxy (port \`{{gateway.socks5Port}}\`) answers as RFC 1928 and RFC 1929 define, with codes only:

| Step | Reply | Meaning | Fix |
| --- | --- | --- | --- |
| Username and password | status other than 0 | Wrong username or password, or the account could not be checked right now | Check the credentials; if they are right, retry in a moment |
| Connect request | 0x01 general failure | The exit line failed; also problems found after authentication, such as the shop being unreachable or the traffic being used up | Check your traffic balance, then retry |
| Connect request | 0x02 not allowed by ruleset | The account, sub-account or static IP may not be used (see the 403 and 402 rows above), or the target is forbidden | Check verification, traffic, sub-account and IP status in the user centre |
| Connect request | 0x03 network unreachable | No exit is available for the chosen location | Choose another city, or name the country only |
| Connect request | 0x04 host unreachable | The domain name could not be resolved, or the target cannot be reached | Check the domain name, retry later |
| Connect request | 0x05 connection refused | The target server refused the connection | Check the port |
| Connect request | 0x06 TTL expired | Connecting to the target timed out | Retry later, or choose another exit location |
| Connect request | 0x07 command not supported | Only CONNECT is supported, not BIND or UDP ASSOCIATE | Use a TCP connection |
| Connect request | 0x08 address type not supported | The address type was not recognised | Use a domain name, an IPv4 or an IPv6 address |

SOCKS5 cannot say more. To find the exact reason, send one request with the same sub-account through the HTTP port: \`X-Proxy-Refusal\` names it.`,
          },
        },
      },
    ],
  },
];
