import type { BlogPostSeed } from "./types.ts";

/**
 * Blog articles, in Simplified Chinese and English. Bodies are Markdown.
 * No brand name: white-label sites share this content, so it says "we" and
 * "the user centre". Checked by content.test.ts.
 */
export const blogPostSeeds: BlogPostSeed[] = [
  {
    slug: "residential-vs-datacenter-proxies",
    publishedAt: "2026-06-03",
    tags: ["residential-proxies", "static-ip"],
    translations: {
      "zh-CN": {
        title: "住宅代理、ISP 代理还是数据中心代理？一文讲清怎么选",
        summary:
          "动态住宅、静态住宅（ISP）、原生 IP 与数据中心 IP 到底差在哪里？本文从目标网站的视角、计费方式和典型场景出发，帮您把每种 IP 用在合适的地方。",
        body: `无论您做数据采集、跨境电商还是广告投放检测，目标网站看到的都只是一个出口 IP。这个 IP 属于什么类型，决定了它会被怎样对待、按什么方式计费、能稳定多久。本文把我们提供的几类 IP 逐一拆开讲，最后给出一套简单的选型思路。

## 我们提供的几类 IP

### 动态住宅代理

动态住宅 IP 来自真实家庭宽带，出口地址归属于当地的家庭宽带运营商。可以按国家、州/省和城市定位出口，可定位的国家和地区以各产品页当前列出的为准。

- **计费**：按实际使用的流量（GB）计费，上行和下行合并计算。
- **会话**：可以每次请求轮换 IP，也可以用粘性会话把同一个 IP 保持最长 180 分钟。
- **协议**：HTTP(S) 与 SOCKS5 均支持。

### 静态住宅代理（ISP 代理）

静态住宅 IP 同样登记在当地运营商名下，但部署在稳定的机房线路上，分配给您之后在购买时长内固定不变、由您独享。它兼具“像家庭用户”和“长期不变”两个特点。

### 静态原生 IP

原生 IP 的注册地与所在地一致，例如一个位于日本的 IP 在各大 IP 数据库里也登记为日本。当目标平台会比对 IP 的注册国家和地理位置时，原生 IP 更不容易出现“地址对不上”的情况。

### 独享数据中心 IP

数据中心 IP 托管在机房，速度快、单价低、连接稳定。不过它的 ASN（自治系统号）会显示为云服务商或托管商，目标网站一眼就能认出这是服务器流量。

### 中国静态 ISP IP

出口位于中国大陆的长期固定 IP，适合身处境外、需要用大陆出口地址查看网站呈现效果的团队。请注意，连接我们的代理服务器本身仍须在中国大陆以外的网络环境中进行。

静态类 IP（静态住宅、静态原生、中国静态 ISP、独享数据中心）都按 IP 数量和时长计费，可选 30、60、90、180 或 365 天。

## 目标网站是怎样“看”您的

大多数网站会借助 IP 情报数据库判断访问来源：这个地址属于家庭宽带、移动网络还是托管机房？历史上有没有大量异常请求？很多网站对机房网段的检查更严格，比如更频繁地弹出验证码，或者干脆不展示某些内容。

但住宅 IP 也不是“免检通行证”。请求频率、请求头、浏览器指纹、登录行为同样会被综合评估。IP 类型决定了起点，您的访问方式决定了最终结果。

## 一张表看懂差异

| 类型 | 计费方式 | IP 是否变化 | 主要优势 | 需要注意 |
| --- | --- | --- | --- | --- |
| 动态住宅 | 按流量（GB） | 轮换或粘性，最长 180 分钟 | IP 池大、定向细、像真实用户 | 单个 IP 可能随时下线，流量大时成本上升 |
| 静态住宅（ISP） | 按 IP × 时长 | 购买期内固定 | 长期稳定又具住宅属性 | 地区选择比动态少，需按时续费 |
| 静态原生 | 按 IP × 时长 | 购买期内固定 | 注册地与所在地一致 | 库存随地区变化 |
| 独享数据中心 | 按 IP × 时长 | 购买期内固定 | 速度快、单价低 | 容易被识别为服务器流量 |
| 中国静态 ISP | 按 IP × 时长 | 购买期内固定 | 提供中国大陆出口 | 客户端须在大陆以外连接 |

## 按任务选类型

- **大规模采集公开页面**（商品目录、公开列表）：动态住宅 + 轮换。每个请求分散到不同 IP，单个 IP 的压力小。
- **多步骤流程**（搜索 → 结果页 → 详情页，或需要保持 Cookie 的分页）：动态住宅 + 粘性会话，时长够完成一轮流程即可。
- **长期登录的账号**（店铺后台、社媒账号）：静态住宅或静态原生，一个账号固定一个 IP，配合指纹浏览器使用。
- **对机房 IP 不敏感的任务**（自有网站的可用性监测、接口测试、下载公开数据集）：独享数据中心 IP，性价比最高。
- **需要中国大陆出口**：中国静态 ISP IP。

## 成本怎么算

按流量计费和按 IP 计费没有绝对的谁便宜，关键看您的用量形态：

- 如果您要在很多国家、城市之间频繁切换，但每个地点的用量不大，按流量计费更灵活。
- 如果同一个身份要长期、持续地跑大量数据，按 IP 计费往往更划算。

一个简单的比较方法：用“每月预计流量（GB）× 流量单价”对比“所需 IP 数 × 每 30 天单价”。预计流量可以先用小规模测试实测，再按页面数量放大，别凭感觉估。

## 先小规模测试，再做决定

在正式投入前，建议这样验证：

1. 买一个小流量包或一两个静态 IP。
2. 用真实的目标网站、真实的请求方式跑一小时。
3. 记录成功率、平均响应时间、遇到验证码或拦截页的比例。
4. 同样的脚本换一种 IP 类型再跑一次，对比数据。

用命令行就能快速确认出口 IP 是否符合预期：

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

返回结果里的国家、城市和运营商，应当与您在用户中心“获取代理”页面选择的一致。

## 小结

动态住宅适合“量大、分散、需要定向”的任务，静态住宅和原生 IP 适合“长期、固定、重身份”的任务，数据中心 IP 适合“快、省、对 IP 类型不敏感”的任务。没有哪一种 IP 能包打天下，按任务组合使用，往往比全部押在一种类型上更稳、更省。`,
      },
      en: {
        title: "Residential, ISP or data-centre proxies: how to choose",
        summary:
          "What actually differs between dynamic residential, static residential (ISP), native and data-centre IPs, seen from the target website, the invoice and the workload, and a simple way to match each one to the job.",
        body: `Whatever you do through a proxy, whether collecting public data, running online stores or checking ads, the destination website sees only one thing: an exit IP address. The type of that address decides how it is treated, how it is billed and how long it stays the same. This article walks through the kinds of IP we offer and ends with a simple way to choose between them.

## The kinds of IP we offer

### Dynamic residential proxies

Dynamic residential IPs come from real home broadband connections and belong to local consumer internet providers. You can target exits by country, state and city; each product page lists the countries you can target today.

- **Billing**: by the traffic you actually use, in GB, upload and download combined.
- **Sessions**: rotate to a new IP on each request, or keep one IP with a sticky session for up to 180 minutes.
- **Protocols**: HTTP(S) and SOCKS5.

### Static residential proxies (ISP proxies)

Static residential IPs are also registered to local internet providers, but they run on stable hosting lines. Once allocated, the IP is yours alone and stays the same for the whole period you bought. You get the residential look of a home user together with an address that does not change.

### Static native IPs

A native IP is registered in the same country where it is located: an IP in Japan is also listed as Japanese in the major IP databases. When a platform compares the registration country of an IP with its geolocation, a native IP avoids the mismatch.

### Dedicated data-centre IPs

Data-centre IPs are hosted in server facilities. They are fast, cheap per IP and very stable. Their ASN (autonomous system number), however, shows a cloud or hosting company, so a website can tell at a glance that the traffic comes from a server.

### China static ISP IPs

These are long-term fixed IPs with an exit in mainland China, useful for teams outside China who need to see how a site behaves for mainland visitors. Note that connecting to our proxy servers must still happen from a network outside mainland China.

All static products (static residential, static native, China static ISP and dedicated data-centre) are billed per IP for a duration of 30, 60, 90, 180 or 365 days.

## How websites see you

Most websites consult IP intelligence databases to classify visitors. Is the address a home line, a mobile network or a hosting facility? Has it sent unusual volumes of requests before? Many sites apply stricter checks to hosting ranges: more CAPTCHAs, or some content not shown at all.

A residential IP is not a free pass, though. Request rate, headers, browser fingerprint and login behaviour are all weighed together. The IP type sets the starting point; the way you browse decides the outcome.

## The differences at a glance

| Type | Billing | Does the IP change? | Strengths | Watch out for |
| --- | --- | --- | --- | --- |
| Dynamic residential | Per GB | Rotating, or sticky up to 180 minutes | Huge pool, fine targeting, looks like real users | A single IP can go offline at any time; cost grows with volume |
| Static residential (ISP) | Per IP and duration | Fixed for the period | Stable and residential | Fewer locations than dynamic; renew on time |
| Static native | Per IP and duration | Fixed for the period | Registration matches location | Stock varies by location |
| Dedicated data-centre | Per IP and duration | Fixed for the period | Fast and inexpensive | Easily recognised as server traffic |
| China static ISP | Per IP and duration | Fixed for the period | Mainland China exit | Clients must connect from outside mainland China |

## Match the proxy to the job

- **Large-scale collection of public pages** such as product catalogues and listings: dynamic residential with rotation. Requests spread over many IPs, so no single IP carries much load.
- **Multi-step flows** such as search, results and detail pages, or pagination that depends on cookies: dynamic residential with a sticky session just long enough for one pass.
- **Long-lived logged-in accounts** such as store back offices or social media: static residential or static native, one fixed IP per account, used with a fingerprint browser.
- **Work that does not care about hosting ranges**, like uptime checks on your own sites, API testing or downloading public datasets: dedicated data-centre IPs give the best value.
- **A mainland China exit**: China static ISP IPs.

## Thinking about cost

Neither billing model is always cheaper; it depends on the shape of your usage.

- If you move between many countries and cities but use little traffic in each, per-GB billing is more flexible.
- If one identity runs a lot of traffic continuously for months, per-IP billing usually wins.

A quick comparison: multiply your expected monthly traffic in GB by the price per GB, and compare it with the number of IPs you need multiplied by the price per IP for 30 days. Measure the expected traffic with a small test and scale it by page count rather than guessing.

## Test small before you commit

Before a larger purchase:

1. Buy a small traffic package or one or two static IPs.
2. Run your real workload against your real target sites for an hour.
3. Record the success rate, the average response time and how often you hit CAPTCHAs or block pages.
4. Run the same script with another IP type and compare.

A one-line check from the command line confirms that the exit IP is what you expect:

\`\`\`bash
curl -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://ipinfo.io/json
\`\`\`

The country, city and ISP in the answer should match what you chose on the Get proxy page of the user centre.

## Summary

Dynamic residential IPs suit work that is high-volume, spread out and location-specific. Static residential and native IPs suit work that is long-lived, fixed and tied to an identity. Data-centre IPs suit work that needs speed and low cost and does not depend on the IP type. No single type fits everything; combining them by task is usually both more reliable and cheaper than betting on one.`,
      },
    },
  },
  {
    slug: "rotating-vs-sticky-sessions",
    publishedAt: "2026-06-24",
    tags: ["residential-proxies", "web-scraping"],
    translations: {
      "zh-CN": {
        title: "轮换还是粘性会话？按任务选对 IP 模式",
        summary:
          "轮换 IP 把请求分散到不同出口，粘性会话让一段时间内的请求保持同一个 IP。本文说明两者的工作方式、适用场景、时长怎么定，以及常见的几个坑。",
        body: `使用动态住宅代理时，最先要做的决定往往不是选哪个国家，而是：每个请求换一个 IP，还是让一段时间内的请求都走同一个 IP？前者叫轮换（rotating），后者叫粘性会话（sticky session）。选错模式，轻则浪费流量，重则触发目标网站的风控。

## 两种模式是怎么工作的

**轮换模式**：每次建立新连接，网关都会从您所选地区的 IP 池里分配一个出口。大多数 HTTP 客户端会复用长连接（keep-alive），在同一条连接上发出的多个请求通常仍走同一个出口；想让每个请求都换 IP，就让每个请求使用新连接。

**粘性会话**：您为连接带上一个会话 ID，网关在设定时长内把这个会话固定到同一个出口 IP。在用户中心的“获取代理”页面：

- 标准格式下，会话时长为 3–30 分钟，会话 ID 由字母和数字组成，最长 16 位；
- 长效格式下，会话时长最长可达 180 分钟。

会话 ID 不同，分配到的出口也不同。所以“同时要 10 个不同的粘性 IP”，就是用 10 个不同的会话 ID。

## 什么时候用轮换

- **彼此独立的页面抓取**：商品详情页、公开列表、价格页，每个请求都不依赖上一个。
- **分散负载**：把请求分摊到大量 IP 上，单个 IP 的请求量低，更接近正常用户。
- **多地点抽样**：在同一国家的不同城市看页面呈现是否一致。

## 什么时候用粘性会话

- **需要登录或保持 Cookie 的流程**：登录、购物车、多步表单。很多网站会把会话 Cookie 与 IP 绑定，中途换 IP 会被要求重新验证。
- **依赖会话的分页**：部分网站的翻页结果存在服务器端会话里，换 IP 可能拿到错乱的数据。
- **指纹浏览器里的单个环境**：一个环境对应一个会话 ID，环境存续期间 IP 不变。长期使用的账号更建议直接用静态住宅 IP。

## 时长怎么定

原则只有一条：**够用就好**。会话越长，遇到出口 IP 中途下线的概率越大——住宅 IP 背后是真实的家庭网络，设备关机、路由器重启都会让这个出口消失。出口不可用时，该会话无法继续使用原来的 IP，您的程序要能识别并处理这种情况。

| 任务 | 建议模式 | 建议时长 |
| --- | --- | --- |
| 商品目录、公开页面批量采集 | 轮换 | — |
| 搜索 → 结果 → 详情的一轮流程 | 粘性 | 5–10 分钟 |
| 带登录的数据核对 | 粘性 | 10–30 分钟 |
| 指纹浏览器里的短期账号操作 | 粘性（长效格式） | 按一次操作时长，最长 180 分钟 |
| 长期运营的店铺或社媒账号 | 静态住宅 / 原生 IP | 按购买时长 |

## 给每个工作线程分配独立的会话

并发采集时，最常见的错误是所有线程共用同一个会话 ID——结果所有请求都压在同一个 IP 上，很快就被限流。正确做法是：在“获取代理”页面把“数量”设为您的线程数，生成多行连接信息，每行带不同的会话，然后每个线程用一行。

下面的 Python 示例读取从用户中心导出的 \`host:port:username:password\` 格式文件，每个线程固定使用一行：

\`\`\`python
import concurrent.futures
import requests

with open("proxies.txt", encoding="utf-8") as f:
    lines = [line.strip() for line in f if line.strip()]

def worker(index: int, urls: list[str]) -> None:
    host, port, user, password = lines[index].split(":", 3)
    proxy = f"http://{user}:{password}@{host}:{port}"
    with requests.Session() as s:
        s.proxies = {"http": proxy, "https": proxy}
        for url in urls:
            r = s.get(url, timeout=30)
            print(index, url, r.status_code)

jobs = [["https://example.com/a", "https://example.com/b"], ["https://example.com/c"]]
with concurrent.futures.ThreadPoolExecutor(max_workers=len(jobs)) as pool:
    for i, urls in enumerate(jobs):
        pool.submit(worker, i, urls)
\`\`\`

如果用户名或密码里含有 \`@\`、\`:\` 等特殊字符，拼接代理地址前需要先做 URL 编码。

## 常见的几个坑

- **所有任务都用粘性会话**：一个 IP 被长时间高频使用，反而更容易被封。只有需要保持状态时才用粘性。
- **登录流程用轮换**：登录后下一个请求换了国家甚至城市，目标网站会认为账号异常。
- **忽略连接复用**：以为在轮换，实际上客户端一直复用同一条连接，请求都从一个 IP 出去。
- **会话 ID 格式不对**：标准格式的会话 ID 只能是字母和数字，最长 16 位，带连字符或下划线会被视为无效。
- **没有处理中途换 IP**：每隔一段时间检查一次出口 IP，或者在出现异常状态码时换一个新的会话 ID 重试。

## 小结

彼此独立的请求用轮换，需要保持状态的流程用粘性会话，长期固定的身份用静态 IP。会话时长按实际流程设定，每个线程各用各的会话 ID，并让程序能从中途换 IP 的情况中恢复——做到这几点，大多数“明明有代理却总被拦”的问题都会消失。`,
      },
      en: {
        title: "Rotating or sticky sessions? Picking the right mode for each task",
        summary:
          "Rotation spreads requests over many exit IPs; a sticky session keeps one IP for a set time. How each mode works, when to use which, how long a session should last, and the mistakes we see most often.",
        body: `With dynamic residential proxies, the first decision is often not which country to use but whether each request should get a new IP, or whether requests should share one IP for a while. The first is rotation, the second a sticky session. Picking the wrong mode wastes traffic at best and sets off a website's risk checks at worst.

## How the two modes work

**Rotation**: each new connection gets an exit IP from the pool for the location you chose. Most HTTP clients reuse connections (keep-alive), and requests sent on the same connection usually leave from the same exit. If you want every request on a new IP, make every request open a new connection.

**Sticky session**: you add a session ID to the connection, and the gateway pins that session to one exit IP for the duration you set. On the Get proxy page of the user centre:

- in the standard format, a session lasts 3 to 30 minutes and the session ID is made of letters and digits, at most 16 characters;
- in the long-session format, a session can last up to 180 minutes.

Different session IDs get different exits, so "ten different sticky IPs at once" simply means ten different session IDs.

## When to rotate

- **Independent page fetches**: product pages, public listings, price pages where no request depends on the previous one.
- **Spreading load**: many IPs each send a few requests, which looks much more like ordinary visitors.
- **Sampling across places**: checking whether a page looks the same in different cities of one country.

## When to stick

- **Logins and flows that keep cookies**: sign-in, shopping carts, multi-step forms. Many sites tie the session cookie to the IP, and a change mid-flow triggers a new verification.
- **Session-based pagination**: some sites keep result pages in a server-side session, and a new IP can return mixed-up data.
- **One profile in a fingerprint browser**: one profile, one session ID, and the IP stays put while the profile is in use. For accounts you run for months, a static residential IP is the better choice.

## Choosing the duration

There is one rule: **as long as needed and no longer**. The longer the session, the higher the chance that the exit goes offline midway. Residential IPs sit behind real home networks, and a device switched off or a router restarting makes that exit disappear. When that happens the session cannot continue on the old IP, so your code must notice and cope.

| Task | Mode | Suggested duration |
| --- | --- | --- |
| Bulk collection of catalogues and public pages | Rotating | — |
| One pass of search, results and details | Sticky | 5–10 minutes |
| Checking data behind a login | Sticky | 10–30 minutes |
| Short account tasks in a fingerprint browser | Sticky, long-session format | Length of the task, up to 180 minutes |
| Store or social accounts run for months | Static residential or native IP | The period you bought |

## One session per worker

The most common mistake in concurrent jobs is letting every thread share one session ID: all requests then pile onto one IP and are rate-limited quickly. Instead, set the count on the Get proxy page to the number of workers, generate that many lines, each with its own session, and give each worker one line.

This Python example reads a file exported from the user centre in \`host:port:username:password\` format and pins each worker to one line:

\`\`\`python
import concurrent.futures
import requests

with open("proxies.txt", encoding="utf-8") as f:
    lines = [line.strip() for line in f if line.strip()]

def worker(index: int, urls: list[str]) -> None:
    host, port, user, password = lines[index].split(":", 3)
    proxy = f"http://{user}:{password}@{host}:{port}"
    with requests.Session() as s:
        s.proxies = {"http": proxy, "https": proxy}
        for url in urls:
            r = s.get(url, timeout=30)
            print(index, url, r.status_code)

jobs = [["https://example.com/a", "https://example.com/b"], ["https://example.com/c"]]
with concurrent.futures.ThreadPoolExecutor(max_workers=len(jobs)) as pool:
    for i, urls in enumerate(jobs):
        pool.submit(worker, i, urls)
\`\`\`

If the username or password contains characters such as \`@\` or \`:\`, URL-encode them before building the proxy address.

## Mistakes to avoid

- **Sticky sessions for everything**: one IP used heavily for a long time is more likely to be blocked, not less. Stick only when you need state.
- **Rotation during a login**: if the next request after signing in comes from another city or country, the site will treat the account as compromised.
- **Forgetting connection reuse**: you think you are rotating, but the client keeps one connection open and every request leaves from the same IP.
- **Invalid session IDs**: in the standard format, a session ID is letters and digits only, at most 16 characters; hyphens or underscores make it invalid.
- **Not handling an IP change**: check the exit IP from time to time, or retry with a new session ID when you get unexpected status codes.

## Summary

Rotate for independent requests, stick for flows that need state, and use static IPs for identities that must stay fixed. Set session durations from the real length of your flows, give every worker its own session ID and let your code recover when an exit changes midway. Do that, and most "I have proxies but still get blocked" problems go away.`,
      },
    },
  },
  {
    slug: "responsible-ecommerce-price-scraping",
    publishedAt: "2026-07-15",
    tags: ["web-scraping", "e-commerce", "market-research"],
    translations: {
      "zh-CN": {
        title: "负责任地采集电商价格：robots.txt、访问频率与法律边界",
        summary:
          "价格监测是常见且正当的商业需求，但做法决定了它是否合规、是否可持续。本文从使用条款、robots.txt、限速、数据范围和数据质量几个方面，给出一套可落地的做法。",
        body: `跟踪竞品价格、监测渠道是否乱价、研究不同市场的定价策略——这些都是电商和品牌方的日常工作。很多时候，需要的数据就摆在公开的商品页上。但“公开可见”不等于“怎么抓都行”。本文整理了一套我们认为负责任的做法。以下内容仅供参考，不构成法律意见；涉及具体项目时，请咨询熟悉当地法律的专业人士。

## 先确认您被允许做什么

在写第一行代码之前，先回答三个问题：

1. **有没有官方渠道？** 很多平台提供商品 API、联盟（affiliate）数据源或数据合作计划。能用官方渠道的，优先用官方渠道：数据更完整，也没有合规争议。
2. **网站的使用条款怎么说？** 有些网站明确限制自动化访问或商业性再利用。违反条款可能带来合同纠纷，也是封禁的正当理由。
3. **要抓的是否只是公开页面？** 不要用虚假账号登录，不要绕过付费墙，也不要想办法突破专门用来阻止自动访问的措施。

## 读懂 robots.txt

robots.txt 是网站告诉爬虫“哪些地方可以去、哪些地方别来”的文件，规范见 [RFC 9309](https://www.rfc-editor.org/rfc/rfc9309)。它本身不是技术屏障，但代表了网站运营者的明确意愿，也常在纠纷中被作为判断善意与否的依据。

- \`User-agent\` 指定规则适用的爬虫；
- \`Disallow\` 和 \`Allow\` 指定路径；
- \`Crawl-delay\` 不在 RFC 9309 中，但不少网站会写，遵守它没有坏处。

Python 标准库就能解析 robots.txt（参见 [urllib.robotparser 文档](https://docs.python.org/3/library/urllib.robotparser.html)）：

\`\`\`python
from urllib import robotparser

rp = robotparser.RobotFileParser("https://shop.example.com/robots.txt")
rp.read()

agent = "PriceMonitorBot"
url = "https://shop.example.com/product/12345"
if rp.can_fetch(agent, url):
    print("allowed, crawl delay:", rp.crawl_delay(agent))
else:
    print("disallowed by robots.txt, skip")
\`\`\`

注意：robots.txt 本身也要通过代理读取，并按目标站点缓存，不必每个请求都重新下载。

## 控制频率，而不是“绕过”频率限制

轮换住宅 IP 可以让您从真实用户所在的地区访问网站，但**它不是用来放大访问量、绕过网站限流的工具**。对同一个站点，总请求速率应当保持在网站能正常承受的范围内。

- **按域名限制并发**：同一站点同时只保持少量连接，而不是几百个线程一拥而上。
- **请求间加随机延时**：固定间隔容易形成可识别的节奏，也容易在整点形成尖峰。
- **认真对待 429 和 503**：收到这些状态码就退避，有 \`Retry-After\` 头就按它等待，然后逐步拉长重试间隔。
- **避开高峰**：在目标市场的凌晨或非促销时段执行大批量任务。
- **避免重复下载**：支持 \`ETag\` 或 \`Last-Modified\` 的页面，用条件请求只在内容变化时才下载完整页面。

## 只采集您需要的数据

价格监测需要的通常只有：商品标识、标题、价格、币种、库存状态、时间戳。除此之外的内容，能不碰就不碰：

- **个人信息**：评论者姓名、头像、用户主页等属于个人信息，受欧盟 GDPR、中国《个人信息保护法》、美国加州 CCPA 等法律约束。价格监测几乎用不到这些数据，就不要采集。
- **受版权保护的内容**：商品描述、图片、评测文章可能受版权保护；在欧盟，数据库本身还可能受数据库特殊权利保护。用于内部分析和整体照搬再发布，是完全不同的两件事。
- **整站镜像**：只抓您关心的商品和字段，不要把整站复制下来。

## 本地价格要用本地 IP

同一件商品在不同国家、甚至同一国家的不同城市，价格、运费和促销都可能不同。要看到当地消费者看到的价格：

- 在“获取代理”页面选择目标国家，必要时细化到城市；
- 同时设置与当地一致的语言和币种（很多网站通过 Cookie 或 URL 参数决定币种，而不仅仅看 IP）；
- 记录每条数据的采集时间、出口国家/城市和币种，比较时只比较同一时间窗口、同一地区的数据。

## 把拦截页和真实数据区分开

最容易被忽视的问题是数据质量。很多网站在拦截时返回的是状态码 200 的验证码页或“访问过于频繁”提示页，解析器如果不检查，就会把“空价格”或错误的数字写进数据库。

- 解析前先校验：页面里是否有商品标识？价格字段能否解析为数字？
- 对异常值（价格为 0、比历史均值低 90%）单独标记，人工复核；
- 统计每个站点的拦截率，一旦明显上升就自动降速，而不是加大重试力度。

拦截页本身也会产生流量，越早识别，浪费越少。

## 一份检查清单

| 检查项 | 做到了吗 |
| --- | --- |
| 优先使用官方 API 或数据合作 | |
| 阅读并遵守使用条款 | |
| 遵守 robots.txt，包括 Crawl-delay | |
| 按域名限制并发，带随机延时与退避 | |
| 不采集个人信息，不整站复制内容 | |
| 记录采集时间、地区和币种 | |
| 识别拦截页，异常值人工复核 | |

## 小结

负责任的价格采集并不复杂：能走官方渠道就走官方渠道；遵守 robots.txt 和使用条款；把请求速率控制在网站能承受的范围；只拿需要的数据；并确保数据真实可用。这样做，项目更可持续，也更经得起推敲。`,
      },
      en: {
        title: "Scraping e-commerce prices responsibly: robots.txt, rate limits and the law",
        summary:
          "Price monitoring is a common, legitimate business need, but how you do it decides whether it is compliant and sustainable. A practical approach covering terms of use, robots.txt, rate limits, data scope and data quality.",
        body: `Tracking competitor prices, checking that resellers respect minimum prices, studying how prices differ between markets: for e-commerce teams and brands this is everyday work, and the data often sits on public product pages. But "publicly visible" does not mean "collect it any way you like". This article sets out the practices we consider responsible. It is general information, not legal advice; for a specific project, talk to a lawyer who knows the relevant jurisdictions.

## Start with what you are allowed to do

Before writing any code, answer three questions:

1. **Is there an official channel?** Many platforms offer product APIs, affiliate feeds or data partnerships. Use them when you can: the data is more complete and there is nothing to argue about.
2. **What do the site's terms of use say?** Some sites restrict automated access or commercial reuse. Ignoring the terms can lead to contractual disputes and gives the site a legitimate reason to block you.
3. **Are you collecting public pages only?** Do not log in with fake accounts, do not get around paywalls, and do not try to defeat measures designed specifically to stop automated access.

## Read robots.txt

robots.txt is how a site tells crawlers where they may and may not go; it is specified in [RFC 9309](https://www.rfc-editor.org/rfc/rfc9309). It is not a technical barrier, but it expresses the operator's wishes clearly, and in disputes it is often used to judge whether a crawler acted in good faith.

- \`User-agent\` names the crawler a group of rules applies to.
- \`Disallow\` and \`Allow\` list paths.
- \`Crawl-delay\` is not part of RFC 9309, but many sites use it and honouring it costs you nothing.

Python's standard library can parse robots.txt (see the [urllib.robotparser documentation](https://docs.python.org/3/library/urllib.robotparser.html)):

\`\`\`python
from urllib import robotparser

rp = robotparser.RobotFileParser("https://shop.example.com/robots.txt")
rp.read()

agent = "PriceMonitorBot"
url = "https://shop.example.com/product/12345"
if rp.can_fetch(agent, url):
    print("allowed, crawl delay:", rp.crawl_delay(agent))
else:
    print("disallowed by robots.txt, skip")
\`\`\`

Fetch robots.txt through the proxy as well, and cache it per site instead of downloading it before every request.

## Control your rate instead of evading limits

Rotating residential IPs let you see a site from where real customers are. **They are not a tool for multiplying your request volume or getting around a site's rate limits.** Keep your total rate against any one site within what it can comfortably handle.

- **Limit concurrency per domain**: a few connections to one site at a time, not hundreds of threads at once.
- **Add random delays**: fixed intervals create a recognisable rhythm and spikes on the hour.
- **Take 429 and 503 seriously**: back off, honour the \`Retry-After\` header when present, and lengthen the wait on each retry.
- **Avoid peak hours**: run large batches at night in the target market or outside sales events.
- **Don't download the same thing twice**: where pages support \`ETag\` or \`Last-Modified\`, use conditional requests so full pages are fetched only when they change.

## Collect only what you need

Price monitoring usually needs a product identifier, title, price, currency, stock status and a timestamp. Leave the rest alone where you can:

- **Personal data**: reviewer names, avatars and profile pages are personal data, protected by laws such as the EU GDPR, China's Personal Information Protection Law and California's CCPA. Price monitoring hardly ever needs them, so do not collect them.
- **Copyrighted content**: product descriptions, photos and reviews may be protected by copyright, and in the EU a database itself may be protected by the sui generis database right. Internal analysis and wholesale republication are very different things.
- **Whole-site mirrors**: fetch the products and fields you care about, not a copy of the site.

## Local prices need local IPs

The same product can have different prices, shipping costs and promotions in different countries, and even in different cities of one country. To see what local shoppers see:

- choose the target country on the Get proxy page, and a city where it matters;
- set the language and currency the locals would have; many sites decide the currency from a cookie or a URL parameter, not only from the IP;
- record the time, exit country or city and currency with every data point, and compare only data from the same time window and location.

## Tell block pages from real data

The most overlooked problem is data quality. Many sites answer a blocked request with status 200 and a CAPTCHA or "too many requests" page. A parser that does not check will write empty prices or wrong numbers into your database.

- Validate before parsing: does the page contain the product identifier? Does the price parse as a number?
- Flag outliers, such as a price of zero or 90% below the historical average, for human review.
- Track the block rate per site and slow down automatically when it rises, rather than retrying harder.

Block pages consume traffic too; the sooner you recognise them, the less you waste.

## A checklist

| Check | Done? |
| --- | --- |
| Official API or data partnership considered first | |
| Terms of use read and followed | |
| robots.txt honoured, including Crawl-delay | |
| Concurrency limited per domain, with random delays and backoff | |
| No personal data collected, no wholesale copying | |
| Time, location and currency recorded | |
| Block pages detected, outliers reviewed | |

## Summary

Responsible price collection is not complicated. Use official channels where they exist, respect robots.txt and the terms of use, keep your rate within what a site can handle, take only the data you need, and make sure the data is real. Projects run this way last longer and stand up to scrutiny.`,
      },
    },
  },
  {
    slug: "cross-border-store-accounts-static-ip",
    publishedAt: "2026-08-05",
    tags: ["e-commerce", "static-ip", "security"],
    translations: {
      "zh-CN": {
        title: "用静态住宅 IP 和指纹浏览器稳定运营多个跨境店铺账号",
        summary:
          "多店铺、多站点运营时，登录环境的一致性直接影响账号安全。本文介绍“一个账号、一个环境、一个 IP”的做法，以及续费、团队协作和 IP 故障时的处理方法。",
        body: `跨境卖家常常同时运营多个店铺：不同品牌、不同站点，或者代运营公司替多个客户管理账号。团队成员分布在不同地方，有人用公司电脑，有人在家办公。对平台来说，这些登录来自哪里、用什么设备，都是风控系统关注的信号。

先说清楚一点：**请遵守各平台的规则**。不少电商平台限制同一卖家在同一站点开设多个账号，除非事先获得批准。本文讨论的方法，是让合法存在的多个账号各自保持稳定、一致的登录环境，而不是用来规避平台处罚或封禁。

## 为什么“一致性”这么重要

平台风控系统通常会关注几件事：

- **登录地点突变**：昨天还在德国登录，今天出现在美国，系统会要求额外验证，甚至临时限制账号。
- **环境共享**：多个互不相关的账号长期使用同一个 IP 或同一套设备指纹，容易被判定为关联账号。
- **频繁变化**：IP、浏览器、时区、语言频繁变动，本身就是异常信号。

所以目标很明确：每个账号都有一个长期稳定、与店铺所在市场相符、且不与其他账号共享的登录环境。

## 一个账号、一个环境、一个 IP

- **一个账号**：每个店铺账号只在固定的环境里登录，不要偶尔在自己手机或家里电脑上“顺手看一眼”。
- **一个环境**：用指纹浏览器（如 AdsPower、比特浏览器、Multilogin、Dolphin Anty、VMLogin）为每个账号创建独立的浏览器环境，Cookie、本地存储和设备指纹互相隔离。
- **一个 IP**：为每个环境配置一个独享的静态 IP，IP 所在国家与店铺市场一致。

## 选哪种 IP

| 类型 | 适合的情况 | 说明 |
| --- | --- | --- |
| 静态住宅（ISP） | 长期运营的店铺后台 | 住宅属性，购买期内固定不变，首选 |
| 静态原生 | 平台会核对 IP 注册地 | 注册地与所在地一致，减少“地址对不上” |
| 动态住宅（粘性会话） | 临时查看前台页面、短期任务 | 最长 180 分钟，不适合长期登录的账号 |
| 独享数据中心 | 对 IP 类型不敏感的辅助工具 | 不建议用于店铺后台登录 |

## 配置步骤

1. **购买静态 IP**：在用户中心选择静态住宅或静态原生，选定店铺所在的国家或地区，按需选择 30、60、90、180 或 365 天。
2. **查看连接信息**：在“IP 管理”中找到这个 IP，记下主机、端口、账号和密码。
3. **创建浏览器环境**：在指纹浏览器里新建环境，代理选择自定义，填入上一步的信息，点击“检查代理”，确认出口 IP 和国家正确。各款指纹浏览器的详细步骤见帮助中心的对接教程。
4. **对齐时区和语言**：大多数指纹浏览器可以根据 IP 自动设置时区、语言和地理位置，建议开启，避免“德国 IP、北京时区”这种矛盾。
5. **首次登录**：平台如果要求短信或邮箱验证，正常完成即可。首次验证通过后，之后尽量保持环境不变。

## 团队协作

- **共享环境，而不是共享密码**：用指纹浏览器的团队功能把环境授权给成员，成员打开环境即可使用，不需要知道代理账户和密码。
- **权限最小化**：每个成员只能看到自己负责的店铺环境。
- **动态代理用子账户**：如果团队还用动态住宅做选品调研，为每个项目或成员建立单独的子账户并设置流量上限，离职时直接停用。

## 到期前续费

静态 IP 到期后会被释放，之后可能分配给其他客户，**我们无法保证您能拿回同一个 IP**。对长期运营的店铺来说，这意味着换 IP、重新验证，甚至引起平台的额外审查。

- 在日历里设置提醒，提前 3–5 天续费；
- 在“IP 管理”中关注剩余时间，显示“今日到期”时务必当天处理；
- 多个 IP 可以批量续费，续费完成后检查新的到期时间。

## IP 出现问题怎么办

如果某个静态 IP 因我们的原因无法使用，请联系客服。我们会尽量在收到报告后 24 小时内恢复，或更换为同类型、同地区的 IP，并按不可用的时长顺延有效期。更换 IP 后，请在对应的浏览器环境里更新代理信息；平台可能因此要求一次额外验证，按正常流程完成即可。

## 几件不要做的事

- 不要给店铺账号使用轮换 IP；
- 不要在同一个环境里轮流登录多个店铺；
- 不要使用来历不明的免费代理，它们可能记录您的流量甚至账号密码；
- 不要用自动化脚本执行违反平台规则的操作，例如刷单、刷评论。

## 小结

多店铺运营的核心是稳定和隔离：每个账号有自己的环境和 IP，IP 与市场一致，团队通过授权而不是传密码协作，IP 按时续费。把这些基础工作做扎实，账号安全的大部分风险就已经被挡在门外了。`,
      },
      en: {
        title: "Running several cross-border store accounts with static residential IPs and fingerprint browsers",
        summary:
          'When you run stores on several marketplaces, a consistent login environment matters for account safety. The "one account, one profile, one IP" approach, plus renewals, teamwork and what to do when an IP fails.',
        body: `Cross-border sellers often run several stores at once: different brands, different marketplaces, or an agency managing accounts for several clients. Team members work from different places, some on office machines, some from home. For a marketplace, where each login comes from and on what device are exactly the signals its risk systems watch.

One thing first: **follow each platform's rules.** Many marketplaces do not allow one seller to run several accounts on the same marketplace without approval. The approach in this article is for keeping legitimate, separate accounts in stable, consistent environments. It is not a way to evade a platform's penalties or bans.

## Why consistency matters

Marketplace risk systems typically look at:

- **Sudden changes of location**: a login from Germany yesterday and from the United States today triggers extra verification or even a temporary restriction.
- **Shared environments**: unrelated accounts that keep using the same IP or the same device fingerprint tend to be treated as linked.
- **Constant change**: IP, browser, time zone and language changing all the time is a warning sign in itself.

So the goal is clear: each account gets a login environment that stays the same over time, matches the store's market and is shared with no other account.

## One account, one profile, one IP

- **One account**: log in to each store only from its own environment, never "just a quick look" from your phone or home computer.
- **One profile**: use a fingerprint browser such as AdsPower, BitBrowser, Multilogin, Dolphin Anty or VMLogin to create a separate browser profile for each account, with isolated cookies, local storage and device fingerprint.
- **One IP**: give each profile a dedicated static IP in the same country as the store's market.

## Which IP to use

| Type | When it fits | Notes |
| --- | --- | --- |
| Static residential (ISP) | Store back offices you run for months | Residential and fixed for the period bought; the first choice |
| Static native | The platform checks where an IP is registered | Registration matches location |
| Dynamic residential, sticky | Quick looks at the storefront, short tasks | Up to 180 minutes; not for accounts you stay logged in to |
| Dedicated data-centre | Helper tools that don't care about IP type | Not recommended for store logins |

## Setting it up

1. **Buy a static IP**: in the user centre, choose static residential or static native, pick the country or region of the store and a duration of 30, 60, 90, 180 or 365 days.
2. **Find the connection details**: in IP management, note the IP's host, port, account and password.
3. **Create the browser profile**: in your fingerprint browser, create a profile, choose a custom proxy, enter those details and click the check-proxy button to confirm the exit IP and country. Our help centre has step-by-step guides for each fingerprint browser.
4. **Align time zone and language**: most fingerprint browsers can set time zone, language and geolocation from the IP. Turn this on to avoid contradictions such as a German IP with a Beijing time zone.
5. **First login**: if the marketplace asks for SMS or e-mail verification, complete it normally. Afterwards, keep the environment unchanged.

## Working as a team

- **Share profiles, not passwords**: use your fingerprint browser's team features to grant access to profiles. Team members open the profile and work; they never need the proxy account or password.
- **Least privilege**: each person sees only the store profiles they are responsible for.
- **Sub-accounts for dynamic proxies**: if the team also uses dynamic residential proxies for product research, create a sub-account per project or person with a traffic limit, and disable it when someone leaves.

## Renew before expiry

A static IP that expires is released and may then be allocated to another customer, **and we cannot guarantee that you will get the same IP back**. For a store you have run for a long time, that means a new IP, new verification and possibly extra scrutiny from the platform.

- Set a calendar reminder and renew 3 to 5 days early.
- Keep an eye on the remaining time in IP management; when it shows "expiring today", act the same day.
- Several IPs can be renewed together; check the new expiry times afterwards.

## When an IP has a problem

If a static IP stops working for reasons on our side, contact customer service. Where possible we restore it, or replace it with an IP of the same type and location, within 24 hours of your report, and extend its duration by the time it was unavailable. After a replacement, update the proxy details in the profile. The marketplace may ask for one extra verification; complete it normally.

## Things not to do

- Don't use rotating IPs for store accounts.
- Don't log in to several stores in turn from the same profile.
- Don't use free proxies of unknown origin; they may log your traffic and even your passwords.
- Don't use automation for actions that break platform rules, such as fake orders or fake reviews.

## Summary

Running several stores comes down to stability and separation. Each account gets its own profile and IP, the IP matches the market, the team works through shared profiles instead of shared passwords, and IPs are renewed on time. Get these basics right and most account-safety risks are already dealt with.`,
      },
    },
  },
  {
    slug: "ad-verification-geo-seo-rank-tracking",
    publishedAt: "2026-08-26",
    tags: ["ad-verification", "seo", "residential-proxies"],
    translations: {
      "zh-CN": {
        title: "看到当地用户看到的内容：广告验证与按地区的 SEO 排名监测",
        summary:
          "广告和搜索结果会随地区、语言和设备而变化，在办公室看到的并不是客户看到的。本文介绍如何用按国家、城市定向的住宅 IP 做广告验证和本地化排名检查，以及需要守住的边界。",
        body: `您在办公室打开自己的落地页、搜索自己的品牌词，看到的结果很可能和目标市场的用户完全不同。广告投放按地区定向，搜索结果按位置和语言调整，网站本身也可能根据访客 IP 做跳转。要确认“当地用户到底看到了什么”，最直接的方法就是从当地的住宅 IP 去看。

## 广告验证：确认广告按预期投放

广告验证关心的问题包括：

- 广告是否真的在目标国家、城市展示？
- 素材是否正确渲染，文案和币种是否与当地一致？
- 点击后的跳转链是否正常，最终落地页是否正确？有没有被中间环节劫持或插入恶意跳转？
- 联盟推广链接是否被篡改，佣金参数是否被替换？

为什么要用住宅 IP？广告网络通常会对机房流量区别对待，比如不展示广告或展示不同的内容，因为机房流量很少是真实用户。用数据中心 IP 检查，往往看不到真实投放的情况。

### 一次检查的基本流程

1. 在“获取代理”页面选择目标国家和城市；
2. 使用粘性会话，让一次完整的检查（打开页面 → 记录广告 → 跟踪跳转）始终走同一个出口 IP；
3. 用无头浏览器打开页面，保存截图、完整的跳转链和最终 URL；
4. 每条记录都附上时间、出口位置和设备类型。

### 需要守住的边界

**不要点击他人的付费广告来制造费用。** 广告验证的目的是观察和记录，而不是产生点击。批量点击广告属于点击欺诈，违反广告平台的政策，也是我们的服务条款明确禁止的行为。需要验证跳转链时，优先直接请求广告中的目标链接，或在您自己的广告账户中使用平台提供的预览与诊断工具。

## 按地区的 SEO 排名监测

搜索结果会因位置而不同：同一个关键词，在纽约和洛杉矶、在英国和澳大利亚，排在前面的页面可能完全不同。本地服务类关键词尤其明显。

### 先说清楚限制

主流搜索引擎的服务条款通常限制自动化查询。对于长期、大规模的排名跟踪，更合适的做法是：

- 对自己的网站，使用搜索引擎提供的官方站长工具查看曝光、点击和平均排名；
- 需要大量关键词的排名数据时，使用有授权的搜索结果数据服务。

按地区定向的代理更适合**人工抽查和质量检查**：比如确认某个城市的用户搜索品牌词时，看到的是不是正确的本地页面。

### 抽查时的几点建议

- 每次查询使用轮换 IP，查询之间相互独立；
- 使用干净的浏览器环境，不登录任何账号，避免个性化结果干扰；
- 语言设置与当地一致；
- 控制频率，只查真正关心的关键词；
- 记录日期、时间、城市和设备类型，排名本身就在不断波动，脱离这些信息的数字没有意义。

## 检查自己网站的地区跳转

很多网站会根据访客所在国家跳转到对应的语言或地区版本，也会用 hreflang 标注各语言版本的关系。配置出错时，某个国家的用户可能被送到错误的版本，甚至陷入循环跳转。用按国家定向的代理，很容易就能检查：

\`\`\`bash
curl -sI -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://www.example.com/ | grep -i -E "^(HTTP|location)"
\`\`\`

对每个目标国家生成一条连接信息分别执行，看返回的状态码和 \`Location\` 头是否指向预期的地区版本。想看完整的跳转链，可以把 \`-I\` 换成 \`-L -o /dev/null -w "%{url_effective}\\n"\`，输出最终落地的 URL。

## 不同任务怎么选

| 任务 | IP 类型 | 会话方式 |
| --- | --- | --- |
| 广告展示与跳转链检查 | 动态住宅，按城市定向 | 粘性，一次检查一个会话 |
| 本地搜索结果人工抽查 | 动态住宅，按城市定向 | 轮换 |
| 自有网站地区跳转检查 | 动态住宅，按国家定向 | 轮换 |
| 长期使用的广告账户后台 | 静态住宅 | 固定 IP |

## 留下可复查的记录

广告验证和排名检查的结果，常常要拿去和媒介方、代理商或内部团队沟通。建议每条记录至少包括：检查时间（注明时区）、出口国家和城市、设备类型、截图、完整 URL 或跳转链。有了这些，发现问题时才能拿出有说服力的证据，也方便之后复查问题是否已经修复。

## 小结

从当地住宅 IP 观察，是确认广告投放和本地化展示是否正确的最直接方法。把它用在观察和记录上：不制造点击，不做大规模自动化搜索查询，记录完整的时间和位置。这样得到的结论才可靠，也不会给自己惹麻烦。`,
      },
      en: {
        title: "Seeing what local users see: ad verification and geo-targeted SEO rank tracking",
        summary:
          "Ads and search results change with location, language and device, so what you see in the office is not what your customers see. How to use city-targeted residential IPs for ad verification and local rank checks, and where the limits are.",
        body: `Open your own landing page or search for your own brand from the office, and what you see may be quite different from what users in your target market see. Ads are targeted by region, search results are adjusted for location and language, and websites may redirect visitors based on their IP. The most direct way to find out what local users actually see is to look from a residential IP in the same place.

## Ad verification: checking that ads run as planned

Ad verification asks questions such as:

- Do the ads really appear in the target countries and cities?
- Do the creatives render correctly, with local wording and currency?
- Does the click-through chain work, and is the final landing page right? Has anything hijacked the chain or inserted a malicious redirect?
- Have affiliate links been tampered with, or commission parameters replaced?

Why residential IPs? Ad networks often treat data-centre traffic differently, for example by showing no ads or different ones, because very little of it comes from real people. Checking from a data-centre IP often tells you little about the real campaign.

### A basic check

1. Choose the target country and city on the Get proxy page.
2. Use a sticky session so that one complete check (open the page, record the ad, follow the redirects) goes through one exit IP.
3. Open the page in a headless browser and save a screenshot, the full redirect chain and the final URL.
4. Attach the time, exit location and device type to every record.

### Where the limits are

**Never click other people's paid ads in a way that costs them money.** Ad verification is about observing and recording, not generating clicks. Clicking ads in bulk is click fraud; it breaks ad platform policies and is explicitly forbidden by our terms of service. To check a redirect chain, request the ad's destination link directly, or use the preview and diagnostic tools the platform offers in your own ad account.

## Geo-targeted SEO rank tracking

Search results vary with location. For the same keyword, the top pages in New York and Los Angeles, or in the UK and Australia, can be completely different, especially for local services.

### The limits first

The terms of the major search engines generally restrict automated queries. For continuous, large-scale rank tracking, better options are:

- for your own sites, the search engines' official webmaster tools, which report impressions, clicks and average position;
- for rankings across many keywords, a licensed search-results data service.

Location-targeted proxies are best suited to **manual spot checks and quality assurance**, for example confirming that users in a given city searching for your brand see the right local page.

### Tips for spot checks

- Use a rotating IP for each query; keep queries independent.
- Use a clean browser profile that is not signed in to anything, so personalisation does not skew the results.
- Set the language the locals would use.
- Keep the rate low and check only keywords that matter to you.
- Record date, time, city and device type. Rankings fluctuate constantly, and a position without that context means little.

## Checking your own geo redirects

Many sites send visitors to a language or regional version based on their country and use hreflang to describe how versions relate. When this is misconfigured, users in one country may land on the wrong version or loop between redirects. A country-targeted proxy makes this easy to check:

\`\`\`bash
curl -sI -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" https://www.example.com/ | grep -i -E "^(HTTP|location)"
\`\`\`

Generate one set of credentials per target country, run the command for each, and check that the status code and \`Location\` header point to the expected version. To see where the whole chain ends, replace \`-I\` with \`-L -o /dev/null -w "%{url_effective}\\n"\`, which prints the final URL.

## Choosing per task

| Task | IP type | Session |
| --- | --- | --- |
| Ad display and redirect-chain checks | Dynamic residential, city-targeted | Sticky, one session per check |
| Manual spot checks of local search results | Dynamic residential, city-targeted | Rotating |
| Geo redirect checks on your own site | Dynamic residential, country-targeted | Rotating |
| Ad account back office used for months | Static residential | Fixed IP |

## Keep records others can check

Results of ad and ranking checks often end up in discussions with media partners, agencies or internal teams. Each record should include at least the time (with time zone), exit country and city, device type, a screenshot, and the full URL or redirect chain. With that, you have convincing evidence when something is wrong, and you can later confirm whether it has been fixed.

## Summary

Looking from a local residential IP is the most direct way to confirm that ads and localised pages appear as intended. Use it to observe and record: generate no clicks, run no large-scale automated search queries, and keep full time and location details. Your conclusions will be reliable, and you will stay out of trouble.`,
      },
    },
  },
  {
    slug: "travel-fare-aggregation",
    publishedAt: "2026-09-16",
    tags: ["travel", "web-scraping", "market-research"],
    translations: {
      "zh-CN": {
        title: "机票与酒店价格聚合：销售地、会话与有节制的采集",
        summary:
          "同一航班、同一家酒店，在不同国家的网站上价格可能不同。本文讲解销售地（point of sale）对价格的影响、搜索流程为什么需要粘性会话，以及如何在控制流量的同时保证数据质量。",
        body: `比价网站、差旅管理公司和收益管理团队都需要大量的机票和酒店价格数据。这类数据有个特点：价格不仅随日期变化，还会随**销售地**变化——同一个航班，在英国站和在泰国站搜索，显示的价格、币种、税费甚至可售舱位都可能不同。要看到某个市场的真实价格，就需要从那个市场去看。

## 优先考虑官方渠道

在动手采集之前，先看看有没有更合适的数据来源：

- 航空公司和酒店集团的开放 API；
- GDS（全球分销系统）以及航空公司的 NDC 直连渠道；
- 在线旅游平台的联盟或合作伙伴数据接口。

这些渠道的数据结构化程度高、更新及时，也没有合规上的争议。只有在官方渠道无法满足需求时，才考虑从公开页面采集，并且要遵守网站的使用条款和 robots.txt。

## 销售地：IP 只是其中一个因素

销售地通常由几个因素共同决定：

- **访问的站点版本**：例如区分国家的域名或路径；
- **站点上选择的国家/地区、语言和币种**，往往保存在 Cookie 里；
- **访客的 IP 所在地**。

很多网站以 IP 决定默认的站点版本和币种，但也允许用户手动切换。所以在“获取代理”页面选择目标国家之后，还要确认页面上的国家、语言和币种设置与之一致，并把这些设置和数据一起记录下来。只看 IP、不看站点设置，得到的数据可能是“英国 IP 访问美国站、显示美元价格”，失去了比较意义。

## 搜索流程是有状态的

机票搜索通常不是一个请求就能完成的：提交搜索条件 → 等待结果加载（很多网站会轮询）→ 选择航班 → 查看票价详情和行李规则。这些步骤往往依赖同一个会话：中途换了 IP，可能被要求重新搜索，或者直接触发验证。

- 一轮完整的搜索使用一个粘性会话，时长按流程实际耗时设定，一般 10–20 分钟足够；
- 标准格式支持 3–30 分钟；确实需要持续监控同一流程更长时间的，可以使用最长 180 分钟的长效格式；
- 不同的航线、日期组合使用不同的会话 ID，并行执行，互不干扰。

## 控制流量和请求量

旅游类页面通常很“重”：大量图片、脚本和第三方组件。按流量计费时，这直接影响成本，也会给目标网站带来不必要的负载。

- **只加载需要的资源**：用无头浏览器时，拦截图片、字体和视频请求；
- **在条款允许的前提下使用结构化数据**：很多页面的数据本身就以 JSON 形式嵌在页面里，解析它比渲染整页更轻；
- **合理采样**：不是每条航线、每个日期都需要每小时刷新。热门航线近期日期多采，冷门航线远期日期少采；
- **缓存**：短时间内重复的查询直接用缓存结果。

下面是一个按“距离出发日的天数”安排刷新频率的例子，具体数值请按您的业务调整：

| 距出发日 | 建议刷新间隔 | 原因 |
| --- | --- | --- |
| 0–7 天 | 每 2–4 小时 | 价格变化最快 |
| 8–30 天 | 每 6–12 小时 | 变化较频繁 |
| 31–90 天 | 每天 1 次 | 变化相对平缓 |
| 90 天以上 | 每周 1–2 次 | 主要用于观察趋势 |

## 保证数据可比

旅游价格数据最怕“看起来对，其实不可比”。每条记录建议至少保存：

- 采集时间（UTC）、出口国家和城市；
- 站点版本、语言和币种；
- 价格是否含税费、是否含行李；
- 舱位等级、票价类别、航班号或酒店房型；
- 是否为会员价或需要登录才可见的价格（这类价格通常不应采集）。

另外，价格可能在几分钟内变化，比较不同销售地的价格时，应尽量在同一时间窗口内采集。

## 守住边界

- **绝不创建虚假预订或占座**：有些网站在选座或下单流程中会暂时锁定库存。为了“看价格”而触发锁位，会影响航空公司和其他旅客，是明确不可接受的做法。
- **不采集个人信息**：例如其他旅客的评论者资料。
- **遵守频率限制**：收到 429 或验证码时放慢速度，而不是换 IP 加速重试。

## 小结

旅游价格聚合的关键是三件事：用正确的销售地看价格（IP、站点版本、币种三者一致）、用粘性会话完成有状态的搜索流程、用合理的采样和缓存控制请求量。在官方渠道优先、尊重网站规则的前提下，这些方法能帮您以可控的成本拿到真正可比的数据。`,
      },
      en: {
        title: "Travel fare aggregation: point of sale, sessions and polite collection",
        summary:
          "The same flight or hotel can cost different amounts on different country sites. How point of sale affects prices, why search flows need sticky sessions, and how to keep traffic down while keeping the data comparable.",
        body: `Metasearch sites, travel management companies and revenue management teams all need large amounts of flight and hotel prices. This data has a peculiarity: prices change not only with dates but also with the **point of sale**. Search the same flight on a UK site and a Thai site, and the price, currency, taxes and even available fare classes can differ. To see the real price in a market, you have to look from that market.

## Official channels first

Before collecting anything, check whether there is a better source:

- open APIs from airlines and hotel groups;
- GDS (global distribution systems) and airlines' NDC direct-connect channels;
- affiliate or partner data feeds from online travel platforms.

These sources are structured, timely and free of compliance questions. Collect from public pages only when official channels cannot meet your needs, and then follow the site's terms of use and robots.txt.

## Point of sale: the IP is only one factor

The point of sale is usually determined by several things together:

- **the site edition** you visit, such as a country domain or path;
- **the country, language and currency selected on the site**, often stored in a cookie;
- **the location of the visitor's IP**.

Many sites use the IP to choose the default edition and currency but let users switch manually. So after choosing the target country on the Get proxy page, make sure the country, language and currency settings on the page match it, and record those settings with the data. Looking only at the IP can leave you with "a UK IP on the US site showing dollar prices", which is useless for comparison.

## Search flows are stateful

A flight search is rarely one request. You submit the search, wait for results (many sites poll for them), pick a flight, then open fare details and baggage rules. These steps usually depend on one session; change IP midway and you may be asked to search again or be sent straight to a verification page.

- Use one sticky session for one complete search, with a duration matching how long the flow really takes; 10 to 20 minutes is usually enough.
- The standard format supports 3 to 30 minutes. If you really need to follow the same flow for longer, the long-session format allows up to 180 minutes.
- Use different session IDs for different route and date combinations and run them in parallel without interfering with each other.

## Keep traffic and request volume down

Travel pages are usually heavy, with many images, scripts and third-party widgets. With per-GB billing this affects your cost directly, and it puts unnecessary load on the target site.

- **Load only what you need**: in a headless browser, block requests for images, fonts and video.
- **Use structured data where the terms allow**: many pages embed their data as JSON, and parsing that is much lighter than rendering the whole page.
- **Sample sensibly**: not every route and date needs refreshing every hour. Sample popular routes and near dates more often, quiet routes and far dates less.
- **Cache**: answer repeated queries within a short window from your cache.

Here is an example of refresh intervals by days before departure; adjust the values to your business:

| Days before departure | Suggested refresh interval | Why |
| --- | --- | --- |
| 0–7 | Every 2–4 hours | Prices change fastest |
| 8–30 | Every 6–12 hours | Frequent changes |
| 31–90 | Once a day | Slower changes |
| Over 90 | Once or twice a week | Mostly for trends |

## Keep the data comparable

The worst travel price data is data that looks right but cannot be compared. Store at least the following with each record:

- collection time (UTC), exit country and city;
- site edition, language and currency;
- whether the price includes taxes and baggage;
- cabin, fare class, flight number or room type;
- whether it is a member price or one visible only after login (such prices should normally not be collected).

Prices can change within minutes, so when comparing points of sale, collect within the same time window.

## Stay within the limits

- **Never create fake bookings or seat holds.** Some sites hold inventory temporarily during seat selection or checkout. Triggering holds just to see prices harms airlines and other travellers and is clearly unacceptable.
- **Collect no personal data**, such as profiles of other travellers who wrote reviews.
- **Respect rate limits**: when you get 429 responses or CAPTCHAs, slow down rather than switching IPs and retrying faster.

## Summary

Fare aggregation comes down to three things: looking from the right point of sale (IP, site edition and currency all agreeing), using sticky sessions for stateful search flows, and controlling request volume with sensible sampling and caching. With official channels first and the sites' rules respected, these methods give you genuinely comparable data at a cost you control.`,
      },
    },
  },
  {
    slug: "proxy-credential-security",
    publishedAt: "2026-10-14",
    tags: ["security", "residential-proxies"],
    translations: {
      "zh-CN": {
        title: "保护好代理凭据：子账户、IP 白名单与定期轮换",
        summary:
          "代理凭据一旦泄露，别人就能消耗您的流量，而通过您账户发生的一切都要由您负责。本文说明凭据在网络中如何传输，以及用子账户、白名单、密钥管理和用量监控降低风险的具体做法。",
        body: `代理用户名和密码看起来只是两串字符，但它们背后是您的流量余额和您的账户责任：凭据泄露后，别人可以用它消耗您的流量；更麻烦的是，通过您的凭据发生的一切访问行为，都会被视为您的行为。本文介绍几项简单但有效的防护措施。

## 凭据在网络中是怎么传输的

了解传输方式，才能判断风险在哪里：

- **HTTP 代理（端口 {{gateway.httpPort}}）**：客户端通过 \`Proxy-Authorization\` 请求头发送用户名和密码，采用的是 Basic 认证，内容只是 Base64 编码，**并没有加密**。
- **访问 HTTPS 网站时**：客户端先向代理发送 CONNECT 请求建立隧道，之后您与目标网站之间的内容是端到端加密的，代理看不到网页内容。但 CONNECT 请求本身（包括认证头）是发给代理的明文。
- **SOCKS5（端口 {{gateway.socks5Port}}）**：账密认证同样以明文传输。

结论是：代理凭据应被视为“中等敏感”的信息——不要把它当成银行密码那样的唯一防线，而是通过缩小每组凭据的权限范围来控制风险。

## 一个用途，一个子账户

在用户中心的“账密认证”页面，可以创建多个代理子账户，每个子账户有独立的用户名、密码和流量上限。

- **按项目、服务器或成员分别创建**：例如 \`pricemon01\`、\`adcheck02\`、\`teamlead03\`，名字能看出用途；
- **为每个子账户设置流量上限**：即使泄露，损失也有上限；
- **不再使用就停用或删除**：项目结束、服务器下线、成员离职时立即处理。

这样做的好处是：出了问题，只需处理一个子账户，不必让所有系统一起更换密码。

## 服务器用 IP 白名单

对固定的服务器，可以把它的公网 IP 加入白名单，白名单内的地址无需用户名密码即可使用代理——代码里也就不需要存放密码。

- **只添加您自己控制的 IP**：不要添加共享办公空间、公共 Wi-Fi 或他人也能使用的出口地址，否则同一出口后面的任何人都能用您的代理；
- **服务器下线或更换 IP 时及时删除旧条目**；
- **定期核对白名单**，删除说不清来源的条目。

请注意，白名单中的地址同样必须位于中国大陆以外。

## 不要把密码写进代码

最常见的泄露方式，是把凭据直接写进代码，然后提交到代码仓库。

\`\`\`python
import os
import requests

user = os.environ["PROXY_USER"]
password = os.environ["PROXY_PASS"]
proxy = f"http://{user}:{password}@{{gateway.host}}:{{gateway.httpPort}}"

r = requests.get("https://api.ipify.org?format=json",
                 proxies={"http": proxy, "https": proxy}, timeout=30)
print(r.json())
\`\`\`

- 用环境变量或密钥管理服务保存凭据；
- 把本地的 \`.env\` 文件加入 \`.gitignore\`；
- 在 CI 系统里使用加密的密钥变量，并开启日志遮盖；
- 如果凭据曾经进入过代码仓库，即使后来删除，也要视为已泄露并立即更换密码——历史记录里仍然能找到。

## 注意日志

- \`curl -v\` 的输出会包含发往代理的请求头，其中就有认证信息。排查问题时可以用它，但贴到工单或聊天群之前要先删掉敏感内容；
- 有些库在报错信息里会输出完整的代理地址，如果地址里带了用户名密码，就会随异常一起进入日志。记录异常时，先把代理地址中的凭据替换掉；
- 不要在截图中露出用户中心里的密码。

## 定期更换密码

- 按固定周期（例如每季度）更换子账户密码；
- 以下情况立即更换：成员离职、电脑丢失、凭据出现在不该出现的地方、用量出现异常；
- 更换前列出所有使用该子账户的系统，更换后逐一更新并验证。

## 盯住用量

用户中心提供每小时的扣费记录，可以按子账户查看（统计时间为 UTC+0，换算北京时间需加 8 小时）。以下信号值得警惕：

- 某个子账户在您的任务不运行的时段仍有消耗；
- 用量突然成倍增长，而您没有扩大任务；
- 停用的项目仍然产生流量。

发现异常时，先停用相关子账户，再排查原因。

## 团队协作：共享环境，而不是共享凭据

使用指纹浏览器的团队，可以由管理员把代理配置进浏览器环境，再把环境授权给成员使用。成员打开环境即可工作，完全不需要知道代理密码，离职时收回环境权限即可。

## 检查清单

| 措施 | 目的 |
| --- | --- |
| 每个用途一个子账户，设置流量上限 | 缩小泄露影响范围 |
| 服务器使用 IP 白名单 | 代码中不存放密码 |
| 凭据放在环境变量或密钥管理服务 | 防止进入代码仓库 |
| 日志和截图中去除凭据 | 防止意外外泄 |
| 定期及按事件更换密码 | 让旧凭据失效 |
| 按小时查看各子账户用量 | 尽早发现滥用 |

## 小结

代理凭据的安全，靠的不是一道坚固的墙，而是几层简单的措施叠加：权限拆小、密码不落地、日志不外泄、用量有人看。花半小时把这些做好，就能避免大多数“流量莫名其妙用光了”的情况。`,
      },
      en: {
        title: "Keeping proxy credentials safe: sub-accounts, allowlists and rotation",
        summary:
          "Leaked proxy credentials let others spend your traffic, and everything done through your account is your responsibility. How credentials travel over the network, and practical ways to reduce risk with sub-accounts, allowlists, secret management and usage monitoring.",
        body: `A proxy username and password look like two strings, but behind them are your traffic balance and your responsibility as an account holder. If they leak, someone else can spend your traffic, and worse, everything done with your credentials is treated as done by you. This article covers a few simple measures that work.

## How credentials travel

Knowing how credentials are sent tells you where the risks are:

- **HTTP proxy (port {{gateway.httpPort}})**: the client sends the username and password in a \`Proxy-Authorization\` header using Basic authentication, which is only Base64-encoded, **not encrypted**.
- **Visiting HTTPS sites**: the client first sends a CONNECT request to open a tunnel; after that, traffic between you and the website is encrypted end to end and the proxy cannot see page contents. The CONNECT request itself, including the authentication header, goes to the proxy in clear text.
- **SOCKS5 (port {{gateway.socks5Port}})**: username and password authentication is also sent in clear text.

The conclusion: treat proxy credentials as moderately sensitive. Do not rely on them as your only line of defence like a bank password; limit what each set of credentials can do instead.

## One purpose, one sub-account

On the Sub-accounts page of the user centre you can create several proxy sub-accounts, each with its own username, password and traffic limit.

- **Create them per project, server or person**, with names that show the purpose, such as \`pricemon01\`, \`adcheck02\` or \`teamlead03\`.
- **Give each sub-account a traffic limit**, so a leak has a ceiling.
- **Disable or delete sub-accounts you no longer use**: when a project ends, a server is retired or someone leaves.

The benefit: when something goes wrong, you deal with one sub-account instead of changing passwords everywhere.

## IP allowlists for servers

For fixed servers, add the server's public IP to the allowlist. Allowlisted addresses can use the proxy without a username and password, so your code stores no password at all.

- **Add only IPs you control.** Do not add the exit address of a co-working space, public Wi-Fi or anything others can use, or anyone behind that address can use your proxies.
- **Remove old entries** when a server is retired or changes IP.
- **Review the allowlist regularly** and remove entries nobody can explain.

Allowlisted addresses must also be outside mainland China.

## Keep passwords out of code

The most common leak is credentials written into code and committed to a repository.

\`\`\`python
import os
import requests

user = os.environ["PROXY_USER"]
password = os.environ["PROXY_PASS"]
proxy = f"http://{user}:{password}@{{gateway.host}}:{{gateway.httpPort}}"

r = requests.get("https://api.ipify.org?format=json",
                 proxies={"http": proxy, "https": proxy}, timeout=30)
print(r.json())
\`\`\`

- Keep credentials in environment variables or a secret manager.
- Add local \`.env\` files to \`.gitignore\`.
- In CI, use encrypted secret variables with log masking turned on.
- If credentials ever reached a repository, treat them as leaked and change the password immediately, even if you deleted them later: they are still in the history.

## Watch your logs

- The output of \`curl -v\` includes the headers sent to the proxy, authentication included. Use it for troubleshooting, but remove the sensitive lines before pasting it into a ticket or a chat.
- Some libraries print the full proxy URL in error messages. If the URL contains a username and password, they end up in your logs with the exception. Strip credentials from proxy URLs before logging errors.
- Don't show passwords from the user centre in screenshots.

## Change passwords regularly

- Change sub-account passwords on a schedule, for example every quarter.
- Change them immediately when someone leaves, a laptop is lost, credentials appear somewhere they shouldn't, or usage looks wrong.
- Before changing, list every system that uses the sub-account; afterwards, update and test each one.

## Keep an eye on usage

The user centre shows hourly deduction records per sub-account. Statistics use UTC+0, so add 8 hours for Beijing time. Warning signs:

- a sub-account consuming traffic at hours when your jobs do not run;
- usage suddenly multiplying although you have not scaled up;
- a finished project still using traffic.

If you see something odd, disable the sub-account first and investigate afterwards.

## Teams: share profiles, not credentials

Teams using fingerprint browsers can have an administrator put the proxy settings into browser profiles and grant those profiles to members. Members open the profile and work without ever knowing the proxy password, and access is withdrawn simply by revoking the profile.

## Checklist

| Measure | Purpose |
| --- | --- |
| One sub-account per purpose, with a traffic limit | Limit the damage of a leak |
| IP allowlist for servers | No passwords in code |
| Credentials in environment variables or a secret manager | Keep them out of repositories |
| Credentials removed from logs and screenshots | Prevent accidental disclosure |
| Passwords changed on a schedule and after incidents | Make old credentials useless |
| Hourly usage reviewed per sub-account | Spot misuse early |

## Summary

Credential security is not one strong wall but several simple layers: small permissions, no passwords in code, nothing sensitive in logs, and someone watching usage. Half an hour spent on these prevents most cases of "our traffic disappeared and we don't know why".`,
      },
    },
  },
  {
    slug: "estimating-proxy-traffic-usage",
    publishedAt: "2026-11-04",
    tags: ["web-scraping", "residential-proxies"],
    translations: {
      "zh-CN": {
        title: "我的项目要用多少流量？估算并降低按 GB 计费的代理成本",
        summary:
          "动态住宅代理按流量计费，事先估准用量，才能选对套餐、控制成本。本文介绍流量如何计算、怎样实测单页流量、一个简单的估算公式，以及几种立竿见影的节省方法。",
        body: `动态住宅代理按实际使用的流量计费。项目开始前，很多人只能凭感觉买套餐：买少了任务跑到一半停下，买多了又担心用不完。其实流量是可以提前估算的，而且有不少办法能在不影响数据质量的前提下把它降下来。

## 流量是怎么计算的

- **上行和下行合并计算**：您发出的请求和收到的响应都计入流量；
- **换算关系**：1 GB = 1,024 MB；
- **连接失败不计费**：因我们的代理未能建立连接而失败的请求，不消耗流量；
- **实际传输的数据照常计费**：目标网站返回的错误页、拦截页、验证码页，只要数据传输了，就会计入流量。

最后一点经常被忽视：一个被大量拦截的任务，会把流量花在没用的页面上。所以降低拦截率，本身就是在省钱。

## 先实测单个页面

估算的第一步，是知道您的目标页面平均有多大。用 curl 通过代理请求一次，就能看到下载了多少字节：

\`\`\`bash
curl -s -o /dev/null --compressed \\
  -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" \\
  -w "body: %{size_download} bytes, headers: %{size_header} bytes\\n" \\
  https://www.example.com/product/12345
\`\`\`

需要注意几点：

- 这只是 HTML 本身。如果您用无头浏览器渲染页面，还会加载图片、脚本、样式和第三方资源，总量可能是 HTML 的几倍到几十倍。可以在浏览器开发者工具的“网络”面板查看“已传输”的总量；
- HTTPS 的 TLS 握手和加密开销、请求头等也会计入代理流量，实际计量会比页面正文略高；
- 同一网站不同页面差别可能很大，最好抽样 20–50 个页面取平均值。

## 一个简单的估算公式

> 月流量 ≈ 每月页面数 × 平均每页流量 × (1 + 重试比例)

举个**假设的例子**（数值仅为演示，请用您自己的实测数据代替）：

| 场景 | 每月页面数 | 平均每页 | 重试比例 | 估算月流量 |
| --- | --- | --- | --- | --- |
| 只请求 HTML | 50,000 | 150 KB | 10% | 约 7.9 GB |
| 无头浏览器完整渲染 | 50,000 | 2 MB | 10% | 约 107 GB |
| 无头浏览器 + 屏蔽图片、字体、视频 | 50,000 | 600 KB | 10% | 约 31 GB |

计算方法以第一行为例：50,000 × 150 KB = 7,500,000 KB，除以 1,024 两次约为 7.15 GB，再乘以 1.1 约为 7.9 GB。可以看到，同样的页面数量，抓取方式不同，流量能相差十几倍。

## 几种立竿见影的省流量方法

### 能用 HTTP 请求，就不用浏览器

如果目标数据就在 HTML 里，或者页面以 JSON 形式内嵌了数据，直接用 HTTP 客户端请求，比渲染整个页面省得多。只有在数据必须由 JavaScript 生成时，才使用无头浏览器。

### 用浏览器时，屏蔽不需要的资源

以 Playwright（Python）为例，它原生支持带用户名密码的代理，并能拦截指定类型的请求：

\`\`\`python
from playwright.sync_api import sync_playwright

BLOCK = {"image", "media", "font"}

with sync_playwright() as p:
    browser = p.chromium.launch(proxy={
        "server": "http://{{gateway.host}}:{{gateway.httpPort}}",
        "username": "<username>",
        "password": "<password>",
    })
    page = browser.new_page()
    page.route("**/*", lambda route: route.abort()
               if route.request.resource_type in BLOCK else route.continue_())
    page.goto("https://www.example.com/", wait_until="domcontentloaded")
    print(page.title())
    browser.close()
\`\`\`

更多用法见 [Playwright 官方文档](https://playwright.dev/python/docs/network)。

### 启用压缩

确保客户端发送 \`Accept-Encoding\` 请求头（curl 加 \`--compressed\`，Python requests 默认已启用）。文本类内容压缩后通常只有原来的几分之一。

### 不重复下载没有变化的内容

对支持 \`ETag\` 或 \`Last-Modified\` 的页面使用条件请求；对短时间内不会变化的页面做缓存；分页抓取时，一旦遇到已经采集过的内容就提前停止。

### 尽早识别拦截并降速

拦截页同样计费。一旦发现某个站点的拦截率上升，应该降低频率、调整会话策略，而不是加大重试——后者只会让流量花在更多的拦截页上。

### 只让需要代理的流量走代理

访问您自己的接口、上传结果到自己的存储等，不需要经过代理。把这部分流量分开，既省钱也更快。

## 持续跟踪用量

- **看每小时扣费记录**：用户中心按小时记录每个子账户的流量消耗，统计时间为 UTC+0；
- **对比估算与实际**：任务跑满一天后，用实际消耗校正您的估算，再决定套餐大小；
- **用子账户上限兜底**：为每个项目的子账户设置流量上限，防止程序出错时无限重试把余额耗光。

## 什么时候静态 IP 更划算

如果某个任务需要同一个身份长期、持续地传输大量数据，而且对 IP 轮换没有要求，按 IP 和时长计费的静态 IP 往往更经济。可以用“每月预计流量 × 流量单价”与“所需 IP 数 × 每 30 天单价”做个对比。

## 小结

先实测单页大小，再用简单公式估算；能不用浏览器就不用，用浏览器就屏蔽无关资源；开启压缩、避免重复下载、尽早识别拦截。做完这些，再结合每小时扣费记录持续校正，您就能准确地买到“刚好够用”的流量。`,
      },
      en: {
        title: "How much traffic will my project use? Estimating and reducing per-GB proxy costs",
        summary:
          "Dynamic residential proxies are billed by traffic, so a good estimate helps you pick the right package and control cost. How traffic is counted, how to measure a page, a simple formula, and savings that work straight away.",
        body: `Dynamic residential proxies are billed by the traffic you actually use. Before a project starts, many people pick a package by feel: too small and the job stops halfway, too big and they worry about unused traffic. Traffic can be estimated in advance, and there are plenty of ways to reduce it without hurting data quality.

## How traffic is counted

- **Upload and download together**: both the requests you send and the responses you receive count.
- **Units**: 1 GB = 1,024 MB.
- **Failed connections are free**: requests that fail because our proxy could not establish a connection consume no traffic.
- **Data actually transferred is billed**: error pages, block pages and CAPTCHA pages returned by the destination count as normal once the data has been transferred.

The last point is easy to miss: a job that is blocked a lot spends traffic on useless pages. Lowering your block rate saves money in itself.

## Measure one page first

Start by finding out how big your target pages are. One request through the proxy with curl shows how many bytes were downloaded:

\`\`\`bash
curl -s -o /dev/null --compressed \\
  -x http://{{gateway.host}}:{{gateway.httpPort}} -U "<username>:<password>" \\
  -w "body: %{size_download} bytes, headers: %{size_header} bytes\\n" \\
  https://www.example.com/product/12345
\`\`\`

Keep in mind:

- This is the HTML alone. A headless browser rendering the page also loads images, scripts, stylesheets and third-party resources, which can be several to dozens of times the HTML. The Network panel of the browser's developer tools shows the total "transferred" amount.
- TLS handshakes and encryption overhead, request headers and so on also count as proxy traffic, so metered usage is a little higher than the page body.
- Pages on the same site can differ a lot; sample 20 to 50 pages and take the average.

## A simple formula

> Monthly traffic ≈ pages per month × average traffic per page × (1 + retry rate)

A **hypothetical example** (the numbers only illustrate the method; use your own measurements):

| Scenario | Pages per month | Average per page | Retry rate | Estimated monthly traffic |
| --- | --- | --- | --- | --- |
| HTML only | 50,000 | 150 KB | 10% | About 7.9 GB |
| Headless browser, full rendering | 50,000 | 2 MB | 10% | About 107 GB |
| Headless browser, images, fonts and video blocked | 50,000 | 600 KB | 10% | About 31 GB |

Taking the first row: 50,000 × 150 KB = 7,500,000 KB; dividing by 1,024 twice gives about 7.15 GB, and multiplying by 1.1 gives about 7.9 GB. The same number of pages can cost more than ten times as much traffic depending on how you fetch them.

## Savings that work straight away

### Use plain HTTP requests where you can

If the data you need is in the HTML, or the page embeds it as JSON, request it with an HTTP client instead of rendering the page. Use a headless browser only when the data must be generated by JavaScript.

### When you use a browser, block what you don't need

Playwright for Python, for example, supports proxies with a username and password natively and can block requests by type:

\`\`\`python
from playwright.sync_api import sync_playwright

BLOCK = {"image", "media", "font"}

with sync_playwright() as p:
    browser = p.chromium.launch(proxy={
        "server": "http://{{gateway.host}}:{{gateway.httpPort}}",
        "username": "<username>",
        "password": "<password>",
    })
    page = browser.new_page()
    page.route("**/*", lambda route: route.abort()
               if route.request.resource_type in BLOCK else route.continue_())
    page.goto("https://www.example.com/", wait_until="domcontentloaded")
    print(page.title())
    browser.close()
\`\`\`

See the [Playwright documentation](https://playwright.dev/python/docs/network) for more.

### Turn on compression

Make sure your client sends an \`Accept-Encoding\` header (add \`--compressed\` in curl; Python requests does it by default). Text content often shrinks to a fraction of its size.

### Don't download unchanged content again

Use conditional requests on pages that support \`ETag\` or \`Last-Modified\`, cache pages that don't change within a short period, and stop paginating as soon as you reach content you already have.

### Spot blocking early and slow down

Block pages are billed too. When a site's block rate rises, lower your rate and adjust your session strategy instead of retrying harder, which only spends traffic on more block pages.

### Send only what needs a proxy through the proxy

Calls to your own APIs or uploads to your own storage don't need to go through the proxy. Keeping that traffic separate saves money and time.

## Keep tracking usage

- **Read the hourly deduction records**: the user centre records each sub-account's traffic by the hour; statistics use UTC+0.
- **Compare estimate and reality**: after a full day of running, correct your estimate with actual usage, then decide on the package size.
- **Use sub-account limits as a safety net**: give each project's sub-account a traffic limit so a bug that retries forever cannot drain your balance.

## When static IPs are cheaper

If a task needs one identity to move a lot of data continuously for a long time and does not need rotation, static IPs billed per IP and duration are often cheaper. Compare expected monthly GB × price per GB with the number of IPs × price per IP for 30 days.

## Summary

Measure a page, estimate with a simple formula, avoid browsers when you can and block unneeded resources when you can't, turn on compression, skip unchanged content and spot blocking early. Then keep correcting with the hourly deduction records, and you will buy just the traffic you need.`,
      },
    },
  },
];
